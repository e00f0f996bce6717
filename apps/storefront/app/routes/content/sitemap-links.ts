import { leadsToBuiltScreen } from '../../lib/built-screens';

/** The static sections of the sitemap (page and XML): public pages with no parameters, built ones only. */
const ALL_GROUPS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: '商城主要栏目',
    links: [
      { label: '首页', to: '/' },
      { label: '全部商品', to: '/list' },
      { label: '商品分类', to: '/classificationM' },
      { label: '搜索', to: '/middlePage' },
      { label: '限时秒杀', to: '/speedKill' },
      { label: '发现', to: '/discovery' },
      { label: '购物车', to: '/shoppingCart' },
      { label: '产品对比', to: '/contrast' },
      { label: '以旧换新', to: '/product/hs' },
      { label: '先试后买', to: '/trybuy' },
    ],
  },
  {
    title: '会员与优惠',
    links: [
      { label: '会员权益', to: '/MemberBenefits' },
      { label: '星币签到', to: '/StarCoin' },
      { label: '幸运抽奖', to: '/lottery' },
      { label: '学生优惠', to: '/studentBuyEntrance' },
      { label: '企业购指南', to: '/guide/cn_corporate' },
      { label: '门店服务', to: '/StoreService' },
      { label: '微信小程序', to: '/WeChat-xcx' },
    ],
  },
  {
    title: '购物指南与服务',
    links: [
      { label: '关于商城', to: '/shoppingMall/about' },
      { label: '购物流程', to: '/shoppingMall/process' },
      { label: '优惠说明', to: '/shoppingMall/preferential' },
      { label: '支付方式', to: '/shoppingMall/paytype' },
      { label: '发票说明', to: '/shoppingMall/invoice' },
      { label: '配送说明', to: '/shoppingMall/distribution' },
      { label: '售后政策', to: '/shoppingMall/aftersales' },
      { label: '联系我们', to: '/shoppingMall/contact' },
      { label: '常见问题', to: '/faq' },
      { label: '意见反馈', to: '/feedbackSurvey' },
    ],
  },
  {
    title: '协议与政策',
    links: [
      { label: '服务协议', to: '/agreement/service' },
      { label: '使用条款', to: '/agreement/useclause' },
      { label: '隐私政策', to: '/agreement/privacy' },
      { label: '访客须知', to: '/agreement/visitors' },
      { label: '网站地图', to: '/sitemap' },
    ],
  },
];

export const SITEMAP_GROUPS = ALL_GROUPS.map((g) => ({ ...g, links: g.links.filter((l) => leadsToBuiltScreen(l.to)) })).filter((g) => g.links.length > 0);
