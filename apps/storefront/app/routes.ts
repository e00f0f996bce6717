/**
 * THE route table of the storefront (spec section 2, route meta per 2.13, roles per 6).
 *
 * Every route of the spec appears here once, flat, with its path exactly as the spec writes it
 * (no leading slash; optional segments end in `?`). React Router reads the default export;
 * runtime code (meta, cache headers, role checks, tab bar) reads SHOP_ROUTES / ROUTE_BY_ID.
 *
 * Entries whose module is PENDING_MODULE render the 'page unavailable' notice until the issue
 * that builds their screen swaps in the real module. One module may back many routes; ids differ.
 *
 * This file must stay free of runtime imports (type-only imports only): runtime code imports it
 * to read route meta, so it has to remain dependency-free.
 */
import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes';
import type { ShopRoute } from './route-types';

/** Placeholder screen for every route whose screen is not built yet. */
export const PENDING_MODULE = 'routes/notice/pending.tsx';

const NOT_FOUND_MODULE = 'routes/notice/not-found.tsx';
const ACTIVITY_ENDED_MODULE = 'routes/notice/activity-ended.tsx';
const BUSY_MODULE = 'routes/notice/busy.tsx';
const LOGIN_MODULE = 'routes/auth/login.tsx';
const AGREEMENT_MODULE = 'routes/agreements/agreement.tsx';

// Shared keywords / descriptions for generic pages.
const KW_SHOP = '官方商城,手机,平板,手表,耳机,电视,家电,显示器,配件';
const DESC_SHOP = '官方在线商城，选购手机、平板、电视、家电及配件，享正品保障与专属优惠。';
const KW_PRODUCT = '商品详情,规格参数,价格,优惠,购买';
const KW_DISCOVERY = '发现,社区,资讯,话题,买家秀';
const KW_NOTICE = '提示,页面';
const KW_LIVE = '直播,直播间,优惠券';
const KW_COUPON = '优惠券,领券中心,领券,优惠';
const KW_LOGIN = '登录,注册,会员,账号';
const DESC_LOGIN = '登录会员账号，查看订单、积分与专属优惠。';
const KW_PERSONAL = '个人中心,会员,我的账户';
const KW_AFTER_SALES = '售后服务,退货,换货,售后申请';
const KW_ORDER = '订单,结算,确认订单';
const KW_PAY = '支付,付款,订单支付';
const KW_MEMBER = '会员,会员权益,积分,星币';
const KW_ENTERPRISE = '企业购,企业采购,企业登录';
const KW_STORE = '门店,体验店,门店服务';
const KW_AFFILIATE = '合作推广,优惠购物';
const DESC_AFFILIATE = '合作渠道专属落地页，享受官方商城购物优惠。';
const KW_AGREEMENT = '协议,条款,隐私政策';
const KW_GUIDE = '购物指南,帮助中心';
const KW_FAQ = '常见问题,帮助,FAQ';
const KW_SURVEY = '满意度调查,问卷,反馈';

export const SHOP_ROUTES: ShopRoute[] = [
  // 2.2 Home, search and listing
  {
    id: 'home',
    path: '',
    module: 'routes/home/home.tsx',
    meta: { sharedWithMembers: true, title: '首页', keywords: KW_SHOP, description: DESC_SHOP, tabBar: true },
  },
  {
    id: 'home-alias',
    path: 'home',
    module: 'routes/home/home.tsx',
    meta: { sharedWithMembers: true, title: '首页', keywords: KW_SHOP, description: DESC_SHOP, tabBar: true },
  },
  {
    id: 'o2o',
    path: 'O2O',
    module: 'routes/home/home.tsx',
    meta: { title: '首页', keywords: KW_SHOP, description: DESC_SHOP, tabBar: true },
  },
  {
    id: 'list',
    path: 'list/:scucode?/:skucode?/:spuIcon?',
    module: 'routes/catalog/list.tsx',
    meta: {
      sharedWithMembers: true,
      title: '商品列表',
      keywords: '商品列表,分类,选购',
      description: '按分类浏览商品，比较价格与规格，选购心仪产品。',
      tabBar: true,
    },
  },
  {
    id: 'search',
    path: 'search/:keyword?',
    module: 'routes/catalog/search.tsx',
    meta: { sharedWithMembers: true, title: '搜索', keywords: '搜索,商品搜索,热门搜索', description: '搜索商品，查看热门搜索与相关推荐。', tabBar: true },
  },
  {
    id: 'classification-m',
    path: 'classificationM/:scucode?/:skucode?',
    module: 'routes/catalog/classification-m.tsx',
    meta: { title: '商品分类', keywords: '商品分类,分类浏览', description: '按品类浏览手机、平板、电视、家电与配件。', tabBar: true },
  },
  {
    id: 'middle-page',
    path: 'middlePage',
    module: 'routes/catalog/middle-page.tsx',
    meta: { title: '搜索', keywords: '搜索,热门搜索,最近搜索', description: '输入关键词搜索商品，查看热门与最近搜索。', tabBar: true },
  },
  {
    id: 'galaxy-watch5',
    path: 'galaxy-watch5/:pagename?',
    module: PENDING_MODULE,
    meta: { title: '智能手表新品专题', keywords: '智能手表,新品,活动', description: '智能手表新品活动页，了解产品亮点与购买优惠。', hidden: true },
  },
  {
    id: 'galaxy-z-flip4',
    path: 'galaxy-z-flip4/:pagename?',
    module: PENDING_MODULE,
    meta: { title: '折叠屏手机新品专题', keywords: '折叠屏手机,新品,活动', description: '折叠屏手机新品活动页，了解产品亮点与购买优惠。', hidden: true },
  },
  {
    id: 'activitys',
    path: 'activitys/:pagename',
    module: PENDING_MODULE,
    meta: { title: '活动专题', keywords: '活动,促销,优惠', description: '官方商城促销活动专题页，限时优惠不容错过。', tabBar: true },
  },
  {
    id: 'youmake',
    path: 'youmake',
    module: PENDING_MODULE,
    meta: { title: '定制专区', keywords: '定制,个性化,专属', description: '个性化定制专区，打造专属于你的产品。' },
  },
  {
    id: 'speed-kill',
    path: 'speedKill',
    module: 'routes/speed-kill/speed-kill.tsx',
    meta: { title: '限时秒杀', keywords: '秒杀,限时抢购,特价', description: '限时秒杀活动，精选商品特价抢购。', tabBar: true, noCache: true },
  },
  {
    id: 'subscription-activity',
    path: 'subscriptionActivity',
    module: PENDING_MODULE,
    meta: { title: '续约申请', keywords: '续约,续约申请,优惠', description: '提交续约申请，享受续约专属优惠。' },
  },
  {
    id: 'trybuy',
    path: 'trybuy',
    module: 'routes/try-buy/try-buy.tsx',
    meta: { title: '试用申请', keywords: '试用,先试后买,试用申请', description: '申请商品试用，先体验再购买。', noCache: true },
  },

  // 2.3 Product pages (none cached)
  {
    id: 'product-hs',
    path: 'product/hs',
    module: 'routes/trade-in/trade-in.tsx',
    meta: { title: '以旧换新', keywords: '以旧换新,旧机回收,换新补贴', description: '旧机估价回收，以旧换新享换新优惠。', noCache: true },
  },
  {
    id: 'product',
    path: 'product/:spuCode/:skuCode?',
    module: 'routes/product/product.tsx',
    meta: { sharedWithMembers: true, title: '商品详情', keywords: KW_PRODUCT, description: '查看商品详情、规格参数、价格与优惠信息。', noCache: true },
  },
  {
    id: 'product-new',
    path: 'product_new/:spuCode/:skuCode?',
    module: 'routes/product/product.tsx',
    meta: { sharedWithMembers: true, title: '商品详情', keywords: KW_PRODUCT, description: '查看商品详情、规格参数、价格与优惠信息。', noCache: true },
  },
  {
    id: 'design-product',
    path: 'design/product/:spuCode/:skuCode?',
    module: 'routes/product/product.tsx',
    meta: { title: '商品详情', keywords: KW_PRODUCT, description: '查看商品详情、规格参数、价格与优惠信息。', noCache: true },
  },
  {
    id: 'activity-product',
    path: 'activityproduct/:spuCode/:skuCode?',
    module: 'routes/product/product.tsx',
    meta: { title: '活动商品详情', keywords: KW_PRODUCT, description: '查看活动商品详情与专属活动价格。', noCache: true },
  },
  {
    id: 'app-product',
    path: 'appProduct/:spuCode/:skuCode?',
    module: 'routes/product/product.tsx',
    meta: { title: '商品详情', keywords: KW_PRODUCT, description: '查看商品详情、规格参数、价格与优惠信息。', noCache: true },
  },
  {
    id: 'wx-product',
    path: 'wxProduct/:spuCode/:skuCode?',
    module: 'routes/product/product.tsx',
    meta: { title: '商品详情', keywords: KW_PRODUCT, description: '查看商品详情、规格参数、价格与优惠信息。', noCache: true },
  },
  {
    id: 'cart-product',
    path: 'cartProduct/:cartId/:cartType',
    module: 'routes/product/product.tsx',
    meta: { title: '商品详情', keywords: KW_PRODUCT, description: '查看购物车中商品的详情与可选规格。', noCache: true },
  },
  {
    id: 'product-3d',
    path: 'product_3d',
    module: 'routes/product-3d/product-3d.tsx',
    meta: { title: '3D 商品展示', keywords: '3D展示,商品外观,商品详情', description: '以 3D 方式全方位查看商品外观。', noCache: true },
  },
  {
    id: 'preview-product',
    path: 'preview/product/:spuCode/:skuCode?',
    module: 'routes/product/product.tsx',
    meta: { title: '商品预览', keywords: KW_PRODUCT, description: '商品详情页预览。', noCache: true },
  },
  {
    id: 'contrast',
    path: 'contrast',
    module: 'routes/compare/compare.tsx',
    meta: { title: '产品对比', keywords: '产品对比,参数对比,手机对比', description: '对比多款产品的规格参数，选出最适合你的产品。', noCache: true },
  },
  {
    id: 'tv-contrast',
    path: 'TVcontrast',
    module: 'routes/compare/compare.tsx',
    meta: { title: '电视对比', keywords: '电视对比,参数对比,电视选购', description: '对比多款电视的规格参数，选出最适合你的电视。', noCache: true },
  },

  // 2.4 Discovery
  {
    id: 'discovery',
    path: 'discovery',
    module: PENDING_MODULE,
    meta: { title: '发现', keywords: KW_DISCOVERY, description: '发现精彩内容：资讯、话题、视频与买家秀。', tabBar: true },
  },
  {
    id: 'discovery-article',
    path: 'discovery/discoveryPage/article/:id?',
    module: PENDING_MODULE,
    meta: { title: '文章详情', keywords: KW_DISCOVERY, description: '阅读发现频道的精选文章。', tabBar: true },
  },
  {
    id: 'discovery-recommend',
    path: 'discovery/discoveryPage/recommend',
    module: PENDING_MODULE,
    meta: { title: '推荐', keywords: KW_DISCOVERY, description: '为你推荐的精选内容。', tabBar: true },
  },
  {
    id: 'discovery-video',
    path: 'discovery/discoveryPage/video',
    module: PENDING_MODULE,
    meta: { title: '视频', keywords: KW_DISCOVERY, description: '观看产品视频与精彩内容。', tabBar: true },
  },
  {
    id: 'discovery-buyers-show',
    path: 'discovery/discoveryPage/buyersShow',
    module: PENDING_MODULE,
    meta: { title: '买家秀', keywords: KW_DISCOVERY, description: '看看其他买家的真实晒单与使用分享。', tabBar: true },
  },
  {
    id: 'discovery-buyers-show-details',
    path: 'discovery/discoveryPage/buyersShow/buyersShowDetails/:id',
    module: PENDING_MODULE,
    meta: { title: '买家秀详情', keywords: KW_DISCOVERY, description: '查看买家秀晒单详情。', tabBar: true },
  },
  {
    id: 'discovery-search-page',
    path: 'discovery/discoveryPage/searchPage',
    module: PENDING_MODULE,
    meta: { title: '发现搜索', keywords: KW_DISCOVERY, description: '搜索发现频道中的文章、话题与视频。', tabBar: true },
  },
  {
    id: 'discovery-information',
    path: 'discovery/discoveryPage/information',
    module: PENDING_MODULE,
    meta: { title: '消息', keywords: KW_DISCOVERY, description: '查看发现频道的互动消息。', tabBar: true },
  },
  {
    id: 'discovery-information-comment',
    path: 'discovery/discoveryPage/information/comment',
    module: PENDING_MODULE,
    meta: { title: '评论消息', keywords: KW_DISCOVERY, description: '查看收到的评论。', tabBar: true },
  },
  {
    id: 'discovery-information-liked',
    path: 'discovery/discoveryPage/information/liked',
    module: PENDING_MODULE,
    meta: { title: '点赞消息', keywords: KW_DISCOVERY, description: '查看收到的点赞。', tabBar: true },
  },
  {
    id: 'discovery-my-interaction',
    path: 'discovery/discoveryPage/myInteraction',
    module: PENDING_MODULE,
    meta: { title: '我的互动', keywords: KW_DISCOVERY, description: '查看我在发现频道的评论、点赞与发布。', tabBar: true },
  },
  {
    id: 'discovery-topic',
    path: 'discovery/discoveryPage/topic',
    module: PENDING_MODULE,
    meta: { title: '话题', keywords: KW_DISCOVERY, description: '参与热门话题讨论。', tabBar: true },
  },
  {
    id: 'discovery-topic-detail',
    path: 'discovery/discoveryPage/topicDetail/:id?',
    module: PENDING_MODULE,
    meta: { title: '话题详情', keywords: KW_DISCOVERY, description: '查看话题详情与参与讨论。', tabBar: true },
  },
  {
    id: 'discovery-topic-commit',
    path: 'discovery/discoveryPage/topicCommit/:id?',
    module: PENDING_MODULE,
    meta: { title: '发布话题', keywords: KW_DISCOVERY, description: '发布你的话题内容。', tabBar: true },
  },
  {
    id: 'discovery-search-list',
    path: 'discovery/searchList/:keyword?',
    module: PENDING_MODULE,
    meta: { title: '搜索结果', keywords: KW_DISCOVERY, description: '发现频道搜索结果。', noCache: true, tabBar: true },
  },
  {
    id: 'discovery-special-event',
    path: 'discovery/specialEvent/:activityId?',
    module: PENDING_MODULE,
    meta: { title: '专题活动', keywords: KW_DISCOVERY, description: '发现频道专题活动。', tabBar: true },
  },

  // 2.5 Notice pages (never cached)
  {
    id: 'offs',
    path: 'offs',
    module: ACTIVITY_ENDED_MODULE,
    meta: { title: '活动已结束', keywords: KW_NOTICE, description: '该活动已结束，欢迎关注更多精彩活动。', noCache: true },
  },
  {
    id: 'off',
    path: 'off',
    module: ACTIVITY_ENDED_MODULE,
    meta: { title: '活动已结束', keywords: KW_NOTICE, description: '该活动已结束，欢迎关注更多精彩活动。', noCache: true },
  },
  {
    id: 'off-shelf',
    path: 'OffShelf',
    module: 'routes/notice/off-shelf.tsx',
    meta: { title: '商品已下架', keywords: KW_NOTICE, description: '该商品已下架，欢迎选购其他商品。', noCache: true },
  },
  {
    id: 'notice-404',
    path: '404',
    module: NOT_FOUND_MODULE,
    meta: { title: '页面不存在', keywords: KW_NOTICE, description: '您访问的页面不存在。', noCache: true },
  },
  {
    id: 'notice-401',
    path: '401',
    module: 'routes/notice/unauthorized.tsx',
    meta: { title: '无权访问', keywords: KW_NOTICE, description: '您没有访问该页面的权限，请登录后重试。', noCache: true },
  },
  {
    id: 'maintenances',
    path: 'maintenances',
    module: 'routes/notice/maintenance.tsx',
    meta: { title: '系统维护中', keywords: KW_NOTICE, description: '系统正在维护，请稍后再试。', noCache: true, hidden: true },
  },
  {
    id: 'not-available',
    path: 'not_',
    module: 'routes/notice/unavailable.tsx',
    meta: { title: '页面暂不可用', keywords: KW_NOTICE, description: '该页面暂时无法访问，请稍后再试。', noCache: true },
  },
  {
    id: 'small-404',
    path: 'small_404',
    module: BUSY_MODULE,
    meta: { title: '系统繁忙', keywords: KW_NOTICE, description: '系统繁忙，请稍后再试。', noCache: true },
  },
  {
    id: 'off-404',
    path: 'Off404',
    module: BUSY_MODULE,
    meta: { title: '系统繁忙', keywords: KW_NOTICE, description: '系统繁忙，请稍后再试。', noCache: true },
  },

  // 2.6 Live and coupons
  {
    id: 'live-room',
    path: 'liveRoom/:liveId?',
    module: PENDING_MODULE,
    meta: { title: '直播间', keywords: KW_LIVE, description: '观看官方直播，边看边买，领取直播专属优惠。' },
  },
  {
    id: 'app-live-room',
    path: 'appLiveRoom/:liveId?',
    module: PENDING_MODULE,
    meta: { title: '直播间', keywords: KW_LIVE, description: '观看官方直播，边看边买，领取直播专属优惠。' },
  },
  {
    id: 'live-coupon',
    path: 'coupon/list/:liveId',
    module: PENDING_MODULE,
    meta: { title: '直播领券中心', keywords: KW_LIVE, description: '领取直播间专属优惠券。', noProgress: true },
  },
  {
    id: 'live-notice',
    path: 'live/notice',
    module: PENDING_MODULE,
    meta: { title: '预告页', keywords: KW_LIVE, description: '查看直播预告，预约精彩直播。', noCache: true },
  },
  {
    id: 'live-transfer',
    path: 'live/transfer',
    module: PENDING_MODULE,
    meta: { title: '直播跳转', keywords: KW_LIVE, description: '正在为您跳转至直播间。' },
  },
  {
    id: 'roll-center',
    path: 'rollCenter/:code?',
    module: PENDING_MODULE,
    meta: { title: '领券中心', keywords: KW_COUPON, description: '领取官方商城优惠券，购物更省钱。' },
  },
  {
    id: 'roll-center-no',
    path: 'rollCenterNo/:code?',
    module: PENDING_MODULE,
    meta: { title: '领券中心', keywords: KW_COUPON, description: '领取官方商城优惠券，购物更省钱。' },
  },
  {
    id: 'active-roll-center-new',
    path: 'activeRollCenterNew',
    module: PENDING_MODULE,
    meta: { title: '领券中心', keywords: KW_COUPON, description: '领取活动优惠券，购物更省钱。' },
  },
  {
    id: 'activity-roll-center',
    path: 'activityrollCenter',
    module: PENDING_MODULE,
    meta: { title: '活动领券中心', keywords: KW_COUPON, description: '领取活动优惠券，购物更省钱。' },
  },
  {
    id: 'active-roll-center',
    path: 'activeRollCenter/:code?',
    module: PENDING_MODULE,
    meta: { title: '专属优惠券', keywords: KW_COUPON, description: '领取专属优惠券。' },
  },
  {
    id: 'active-coupon',
    path: 'activecoupon/:code?',
    module: PENDING_MODULE,
    meta: { title: '活动优惠券', keywords: KW_COUPON, description: '领取活动优惠券。' },
  },
  {
    id: 'official-account-get-coupons',
    path: 'officialAccount/getCoupons',
    module: PENDING_MODULE,
    meta: { title: '公众号领券', keywords: KW_COUPON, description: '关注公众号领取专属优惠券。' },
  },
  {
    id: 'official-account-sa-band',
    path: 'officialAccount/getCoupons/saBand',
    module: PENDING_MODULE,
    meta: { title: '账号绑定', keywords: KW_COUPON, description: '绑定会员账号后领取公众号专属优惠券。' },
  },
  {
    id: 'official-account-receive-coupons',
    path: 'officialAccount/getCoupons/receiveConpons',
    module: PENDING_MODULE,
    meta: { title: '领取优惠券', keywords: KW_COUPON, description: '领取公众号专属优惠券。' },
  },
  {
    id: 'official-account-old-users',
    path: 'officialAccount/getCoupons/oldUsers',
    module: PENDING_MODULE,
    meta: { title: '老用户专享', keywords: KW_COUPON, description: '老用户专享优惠券领取。' },
  },
  {
    id: 'official-account-official-page',
    path: 'officialAccount/getCoupons/officialPage',
    module: PENDING_MODULE,
    meta: { title: '公众号领券', keywords: KW_COUPON, description: '关注公众号领取专属优惠券。' },
  },
  {
    id: 'official-account-gzh-login',
    path: 'officialAccount/getCoupons/gzhLogin',
    module: PENDING_MODULE,
    meta: { title: '公众号登录', keywords: KW_LOGIN, description: '登录后领取公众号专属优惠券。' },
  },

  // 2.7 Login and user routes (never cached)
  {
    id: 'user-wx-refresh-token',
    path: 'user/wx_refresh_token',
    module: 'routes/auth/signin/wx-refresh-token.tsx',
    meta: { title: '登录中', keywords: KW_LOGIN, description: '正在刷新登录状态，请稍候。', noCache: true },
  },
  {
    id: 'user-logout',
    path: 'user/logout',
    module: 'routes/auth/logout.tsx',
    meta: { title: '退出登录', keywords: KW_LOGIN, description: '正在退出登录。', noCache: true },
  },
  {
    id: 'user-app-login',
    path: 'user/app_login',
    module: 'routes/auth/signin/app-login.tsx',
    meta: { title: '登录', keywords: KW_LOGIN, description: DESC_LOGIN, noCache: true },
  },
  {
    id: 'cn-sso',
    path: 'cn/sso',
    module: LOGIN_MODULE,
    meta: { title: '登录', keywords: KW_LOGIN, description: DESC_LOGIN, noCache: true, tabBar: true },
  },
  {
    id: 'user-login',
    path: 'user/login',
    module: LOGIN_MODULE,
    meta: { title: '登录', keywords: KW_LOGIN, description: DESC_LOGIN, noCache: true, tabBar: true },
  },
  {
    id: 'user-estore-login',
    path: 'user/estoreLogin',
    module: 'routes/auth/provider/estore-login.tsx',
    meta: { title: '企业商城登录', keywords: KW_LOGIN, description: '登录企业商城，享受企业专属价格。', noCache: true },
  },
  {
    id: 'user-wx-estore-login',
    path: 'user/wxEstoreLogin',
    module: 'routes/auth/provider/estore-login.tsx',
    meta: { title: '企业商城登录', keywords: KW_LOGIN, description: '登录企业商城，享受企业专属价格。', noCache: true },
  },
  {
    id: 'user-app-estore-login',
    path: 'user/appEstoreLogin',
    module: 'routes/auth/provider/estore-login.tsx',
    meta: { title: '企业商城登录', keywords: KW_LOGIN, description: '登录企业商城，享受企业专属价格。', noCache: true },
  },
  {
    id: 'user-login-confirm',
    path: 'user/login_confirm',
    module: 'routes/auth/signin/login-confirm.tsx',
    meta: { title: '确认登录', keywords: KW_LOGIN, description: '确认登录会员账号。', noCache: true },
  },
  {
    id: 'user-new-login',
    path: 'user/newLogin',
    module: 'routes/auth/signin/new-login.tsx',
    meta: { title: '登录', keywords: KW_LOGIN, description: DESC_LOGIN, noCache: true },
  },
  {
    id: 'user-hybris-login',
    path: 'user/hybris_login',
    module: 'routes/auth/provider/hybris-login.tsx',
    meta: { title: '登录', keywords: KW_LOGIN, description: DESC_LOGIN, noCache: true },
  },
  {
    id: 'user-sa-authorize',
    path: 'user/saAuthorize',
    module: 'routes/auth/provider/sa-authorize.tsx',
    meta: { title: '账号授权', keywords: KW_LOGIN, description: '正在进行账号授权，请稍候。', noCache: true },
  },
  {
    id: 'user-wx-logout',
    path: 'user/wxLogout',
    module: 'routes/auth/signin/wx-logout.tsx',
    meta: { title: '退出登录', keywords: KW_LOGIN, description: '正在退出登录。', noCache: true },
  },
  {
    id: 'user-community-login',
    path: 'user/communityLogin/:symbol?',
    module: 'routes/auth/signin/community-login.tsx',
    meta: { title: '社区登录', keywords: KW_LOGIN, description: '登录会员账号，参与社区互动。', noCache: true },
  },

  // 2.8 Personal centre (never cached; children need a signed-in member)
  {
    id: 'personal-center',
    path: 'Personalcenter',
    module: 'routes/redirects/personal-center.tsx',
    meta: { title: '个人中心', keywords: KW_PERSONAL, description: '会员个人中心。', noCache: true },
  },
  {
    id: 'personal-order',
    path: 'Personalcenter/Personalcenter_order/:code?',
    module: 'routes/order/orders/order-list.tsx',
    meta: { title: '我的订单', keywords: KW_PERSONAL, description: '查看全部订单与订单状态。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-star-coin',
    path: 'Personalcenter/Personal_StarCoin',
    module: 'routes/member/stars/star-coin.tsx',
    meta: { title: '我的星币', keywords: KW_PERSONAL, description: '查看星币余额与收支明细。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-order-detail',
    path: 'Personalcenter/orderDeatil/:code/:ziItemCode?',
    module: 'routes/order/orders/order-detail.tsx',
    meta: { title: '订单详情', keywords: KW_PERSONAL, description: '查看订单详情、物流与支付信息。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-member-order-detail',
    path: 'Personalcenter/menberOrderDeatil/:code/:ziItemCode?',
    module: 'routes/order/orders/order-detail.tsx',
    meta: { title: '订单详情', keywords: KW_PERSONAL, description: '查看会员订单详情。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-evaluate',
    path: 'Personalcenter/Personalcenter_Evaluate/:code?',
    module: 'routes/member/reviews/to-review.tsx',
    meta: { title: '我的评价', keywords: KW_PERSONAL, description: '评价已购商品，查看我的评价。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-homepage',
    path: 'Personalcenter/Personal_homepage',
    module: 'routes/member/home/personal-home.tsx',
    meta: { title: '个人中心', keywords: KW_PERSONAL, description: '管理订单、优惠券、积分与账户信息。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-information',
    path: 'Personalcenter/Personal_information',
    module: 'routes/member/profile/personal-information.tsx',
    meta: { title: '个人信息', keywords: KW_PERSONAL, description: '查看与修改个人资料。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-address',
    path: 'Personalcenter/Personal_Address',
    module: 'routes/member/address/address-book.tsx',
    meta: { title: '地址管理', keywords: KW_PERSONAL, description: '管理收货地址。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-add-address',
    path: 'Personalcenter/Personal_AddAddress',
    module: 'routes/member/address/address-edit.tsx',
    meta: { title: '新增地址', keywords: KW_PERSONAL, description: '新增或编辑收货地址。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-account-settings',
    path: 'Personalcenter/Personal_Accountsettings',
    module: 'routes/member/profile/account-settings.tsx',
    meta: { title: '账户设置', keywords: KW_PERSONAL, description: '管理账户安全与账号绑定。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-replace-phone',
    path: 'Personalcenter/replacePhone',
    module: 'routes/member/profile/replace-phone.tsx',
    meta: { title: '更换手机号', keywords: KW_PERSONAL, description: '验证身份后更换绑定手机号。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-replace-phone2',
    path: 'Personalcenter/replacePhone2',
    module: 'routes/member/profile/replace-phone.tsx',
    meta: { title: '更换手机号', keywords: KW_PERSONAL, description: '输入新手机号完成更换。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-settings',
    path: 'Personalcenter/Personal_settings',
    module: 'routes/member/profile/personal-settings.tsx',
    meta: { title: '设置', keywords: KW_PERSONAL, description: '个人偏好与账户设置。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-system-message',
    path: 'Personalcenter/Personal_Systemmessage',
    module: 'routes/member/messages/message-list.tsx',
    meta: { title: '系统消息', keywords: KW_PERSONAL, description: '查看系统通知与消息。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-system-message-detail',
    path: 'Personalcenter/Personal_SystemMessageDetail/:id',
    module: 'routes/member/messages/message-detail.tsx',
    meta: { title: '消息详情', keywords: KW_PERSONAL, description: '查看系统消息详情。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-after-sales',
    path: 'Personalcenter/Personal_AfterSales',
    module: 'routes/member/after-sales/after-sales-list.tsx',
    meta: { title: '售后服务', keywords: KW_AFTER_SALES, description: '查看售后申请与处理进度。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-after-sales-exchange',
    path: 'Personalcenter/Personal_AfterSales_apply/exchangeGoods/:code',
    module: 'routes/member/after-sales/after-sales-apply.tsx',
    meta: { title: '申请换货', keywords: KW_AFTER_SALES, description: '提交换货申请。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-after-sales-return',
    path: 'Personalcenter/Personal_AfterSales_apply/returnGoods/:code',
    module: 'routes/member/after-sales/after-sales-apply.tsx',
    meta: { title: '申请退货', keywords: KW_AFTER_SALES, description: '提交退货申请。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-after-sales-return-try-buy',
    path: 'Personalcenter/Personal_AfterSales_apply/returnGoodsTryBuy/:code',
    module: 'routes/member/after-sales/after-sales-apply.tsx',
    meta: { title: '试用退货', keywords: KW_AFTER_SALES, description: '提交试用商品退货申请。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-after-sales-details-try-buy',
    path: 'Personalcenter/Personal_AfterSales_DetailsTryBuy/:code',
    module: 'routes/member/after-sales/after-sales-detail.tsx',
    meta: { title: '试用售后详情', keywords: KW_AFTER_SALES, description: '查看试用商品售后详情与进度。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-after-sales-details',
    path: 'Personalcenter/Personal_AfterSales_Details/:code',
    module: 'routes/member/after-sales/after-sales-detail.tsx',
    meta: { title: '售后详情', keywords: KW_AFTER_SALES, description: '查看售后申请详情与处理进度。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-apply-success',
    path: 'Personalcenter/ApplySuccess/:code',
    module: 'routes/member/after-sales/apply-success.tsx',
    meta: { title: '申请成功', keywords: KW_AFTER_SALES, description: '售后申请已提交成功。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-speed-detail',
    path: 'Personalcenter/speedDetail',
    module: 'routes/member/after-sales/speed-detail.tsx',
    meta: { title: '售后进度', keywords: KW_AFTER_SALES, description: '查看售后处理进度。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-after-rules',
    path: 'Personalcenter/afterRules',
    module: 'routes/member/after-sales/after-rules.tsx',
    meta: { title: '售后规则', keywords: KW_AFTER_SALES, description: '了解退换货与售后服务规则。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-trk',
    path: 'Personalcenter/trk',
    module: 'routes/member/after-sales/ship-back.tsx',
    meta: { title: '填写快递单号', keywords: KW_AFTER_SALES, description: '填写退换货寄回的快递单号。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-collection',
    path: 'Personalcenter/Personal_Collection',
    module: 'routes/member/wishlist/wishlist.tsx',
    meta: { title: '我的收藏', keywords: KW_PERSONAL, description: '查看收藏的商品。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-winning-record',
    path: 'Personalcenter/Personal_Winning_record',
    module: 'routes/member/records/winning-records.tsx',
    meta: { title: '中奖记录', keywords: KW_PERSONAL, description: '查看抽奖中奖记录。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-my-integral',
    path: 'Personalcenter/Personal_Myintegral',
    module: 'routes/member/points/my-points.tsx',
    meta: { title: '我的积分', keywords: KW_PERSONAL, description: '查看积分余额与积分明细。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-stardrill',
    path: 'Personalcenter/Personal_stardrill',
    module: 'routes/member/stars/star-diamonds.tsx',
    meta: { title: '我的星钻', keywords: KW_PERSONAL, description: '查看星钻余额与积分兑换星钻。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-drill-detail',
    path: 'Personalcenter/Personal_drillDetail/:code/:type',
    module: 'routes/member/stars/star-diamond-detail.tsx',
    meta: { title: '星钻明细', keywords: KW_PERSONAL, description: '查看星钻收支明细。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-coupon',
    path: 'Personalcenter/Personal_coupon',
    module: 'routes/member/coupons/my-coupons.tsx',
    meta: { title: '我的优惠券', keywords: KW_PERSONAL, description: '查看可用、已用与已过期的优惠券。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-enterprise-buy',
    path: 'Personalcenter/Personal_enterpriseBuy',
    module: 'routes/member/records/enterprise-buy.tsx',
    meta: { title: '企业购', keywords: KW_ENTERPRISE, description: '企业会员认证与企业购服务。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-business',
    path: 'Personalcenter/Personal_Business/:code?',
    module: 'routes/member/records/business.tsx',
    meta: { title: '企业信息', keywords: KW_ENTERPRISE, description: '查看与管理企业认证信息。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-release-evaluated',
    path: 'Personalcenter/releaseEvaluated/:code/:id?',
    module: 'routes/member/reviews/write-review.tsx',
    meta: { title: '发表评价', keywords: KW_PERSONAL, description: '为已购商品发表评价。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-history-order',
    path: 'Personalcenter/historyorder/:code?',
    module: 'routes/order/orders/order-list.tsx',
    meta: { title: '历史订单', keywords: KW_PERSONAL, description: '查看历史订单。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-history-order-detail',
    path: 'Personalcenter/historyorderDeatil/:code/:ziItemCode?',
    module: 'routes/order/orders/order-detail.tsx',
    meta: { title: '历史订单详情', keywords: KW_PERSONAL, description: '查看历史订单详情。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-customized',
    path: 'Personalcenter/Personal_Customized',
    module: 'routes/member/records/customized-orders.tsx',
    meta: { title: '我的定制', keywords: KW_PERSONAL, description: '查看我的定制商品。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-support',
    path: 'Personalcenter/Personal_support',
    module: 'routes/member/records/support.tsx',
    meta: { title: '服务支持', keywords: KW_PERSONAL, description: '获取产品帮助与服务支持。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-recovery-detail-map',
    path: 'Personalcenter/Personal_Recoverydetail/map',
    module: 'routes/member/records/recovery-map.tsx',
    meta: { title: '回收物流轨迹', keywords: KW_PERSONAL, description: '在地图上查看回收订单的物流轨迹。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-recovery-detail',
    path: 'Personalcenter/Personal_Recoverydetail/:ordNo/:rclmOrdNo',
    module: 'routes/member/records/recovery-detail.tsx',
    meta: { title: '回收详情', keywords: KW_PERSONAL, description: '查看以旧换新回收订单详情。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-order-detail-map',
    path: 'Personalcenter/orderDeatilMap/:ordNo/:itemId',
    module: 'routes/order/orders/logistics.tsx',
    meta: { title: '物流轨迹', keywords: KW_PERSONAL, description: '在地图上查看订单物流轨迹。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'personal-logistics-details',
    path: 'Personalcenter/logistics_Details/:ordNo',
    module: 'routes/order/orders/logistics.tsx',
    meta: { title: '物流详情', keywords: KW_PERSONAL, description: '查看订单物流详情。', noCache: true, roles: ['member'], tabBar: true },
  },
  {
    id: 'logistics-information',
    path: 'logistics_information',
    module: 'routes/order/orders/logistics.tsx',
    meta: { title: '物流信息', keywords: '物流,快递,订单跟踪', description: '查看订单物流信息。', noCache: true, roles: ['member'] },
  },
  {
    id: 'logistics-information-msg',
    path: 'logistics_information_msg',
    module: 'routes/order/orders/logistics.tsx',
    meta: { title: '物流详情', keywords: '物流,快递,订单跟踪', description: '查看订单物流动态详情。', noCache: true, roles: ['member'] },
  },

  // 2.9 Cart and order flow (never cached; checkout and payment need a signed-in member)
  {
    id: 'shopping-cart',
    path: 'shoppingCart',
    module: 'routes/cart/shopping-cart.tsx',
    meta: { sharedWithMembers: true, title: '购物车', keywords: '购物车,结算,选购', description: '查看购物车商品，修改数量并去结算。', noCache: true },
  },
  {
    id: 'order-info',
    path: 'order/orderInfo',
    module: 'routes/order/checkout/checkout-page.tsx',
    meta: { title: '确认订单', keywords: KW_ORDER, description: '确认收货地址、商品与优惠后提交订单。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-ttm-info',
    path: 'order/ttmOrderInfo',
    module: 'routes/order/checkout/checkout-page.tsx',
    meta: { title: '确认订单', keywords: KW_ORDER, description: '确认收货地址、商品与优惠后提交订单。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-ac-info',
    path: 'order/acorderInfo',
    module: 'routes/order/checkout/checkout-page.tsx',
    meta: { title: '确认订单', keywords: KW_ORDER, description: '确认活动订单信息后提交订单。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-eup-info',
    path: 'order/eupOrderInfo',
    module: 'routes/order/checkout/checkout-page.tsx',
    meta: { title: '确认订单', keywords: KW_ORDER, description: '确认企业购订单信息后提交订单。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-you-make-info',
    path: 'order/YouMakeOrderInfo',
    module: 'routes/order/checkout/checkout-page.tsx',
    meta: { title: '确认订单', keywords: KW_ORDER, description: '确认定制订单信息后提交订单。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-pay-continue',
    path: 'order/payContinue/:code/:play',
    module: 'routes/order/pay/pay-continue.tsx',
    meta: { title: '继续支付', keywords: KW_PAY, description: '首笔支付已完成，请继续支付剩余款项。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-pay-success',
    path: 'order/paySuccess/:code/:play',
    module: 'routes/order/pay/pay-success.tsx',
    meta: { title: '支付成功', keywords: KW_PAY, description: '订单支付成功。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-pay-error',
    path: 'order/payError/:code?/:play?',
    module: 'routes/order/pay/pay-error.tsx',
    meta: { title: '支付失败', keywords: KW_PAY, description: '订单支付未成功，请重新支付。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-union-pay',
    path: 'order/unionPay',
    module: 'routes/order/pay/cashier.tsx',
    meta: { title: '银联支付', keywords: KW_PAY, description: '使用银联完成订单支付。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-lottery',
    path: 'order/lottery',
    module: 'routes/order/pay/lottery.tsx',
    meta: { title: '支付抽奖', keywords: KW_PAY, description: '支付完成后参与抽奖。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-cmbpay',
    path: 'order/cmbpay',
    module: 'routes/order/pay/cashier.tsx',
    meta: { title: '分期支付', keywords: KW_PAY, description: '使用银行分期完成订单支付。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-chinaumspay',
    path: 'order/chinaumspay',
    module: 'routes/order/pay/cashier.tsx',
    meta: { title: '聚合支付', keywords: KW_PAY, description: '使用聚合支付完成订单支付。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-unionpayint',
    path: 'order/unionpayint',
    module: 'routes/order/pay/cashier.tsx',
    meta: { title: '银联分期支付', keywords: KW_PAY, description: '使用银联分期完成订单支付。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-jdpayscan',
    path: 'order/jdpayscan',
    module: 'routes/order/pay/cashier.tsx',
    meta: { title: '京东扫码支付', keywords: KW_PAY, description: '扫码完成订单支付。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-wxpay',
    path: 'order/wxpay',
    module: 'routes/order/pay/cashier.tsx',
    meta: { title: '微信支付', keywords: KW_PAY, description: '使用微信支付完成订单支付。', noCache: true, roles: ['member'] },
  },
  {
    id: 'order-payfail',
    path: 'order/payfail',
    module: 'routes/order/pay/pay-error.tsx',
    meta: { title: '支付失败', keywords: KW_PAY, description: '订单支付未成功，请重新支付。', noCache: true, roles: ['member'] },
  },
  {
    id: 'app-order-info',
    path: 'appOrder/orderInfo',
    module: 'routes/order/checkout/checkout-page.tsx',
    meta: { title: '确认订单', keywords: KW_ORDER, description: '确认收货地址、商品与优惠后提交订单。', noCache: true, roles: ['member'] },
  },
  {
    id: 'app-order-ttm-info',
    path: 'appOrder/ttmOrderInfo',
    module: 'routes/order/checkout/checkout-page.tsx',
    meta: { title: '确认订单', keywords: KW_ORDER, description: '确认收货地址、商品与优惠后提交订单。', noCache: true, roles: ['member'] },
  },
  {
    id: 'app-order-union-pay',
    path: 'appOrder/unionPay',
    module: 'routes/order/pay/cashier.tsx',
    meta: { title: '银联支付', keywords: KW_PAY, description: '使用银联完成订单支付。', noCache: true, roles: ['member'] },
  },
  {
    id: 'app-order-ac-info',
    path: 'appOrder/acorderInfo',
    module: 'routes/order/checkout/checkout-page.tsx',
    meta: { title: '确认订单', keywords: KW_ORDER, description: '确认活动订单信息后提交订单。', noCache: true, roles: ['member'] },
  },
  {
    id: 'app-order-eup-info',
    path: 'appOrder/eupOrderInfo',
    module: 'routes/order/checkout/checkout-page.tsx',
    meta: { title: '确认订单', keywords: KW_ORDER, description: '确认企业购订单信息后提交订单。', noCache: true, roles: ['member'] },
  },

  // 2.10 Membership, marketing and services
  {
    id: 'lottery',
    path: 'lottery',
    module: PENDING_MODULE,
    meta: { title: '幸运抽奖', keywords: '抽奖,幸运抽奖,会员活动', description: '参与幸运抽奖，赢取好礼。' },
  },
  {
    id: 'member-raffle',
    path: 'MemberRaffle',
    module: PENDING_MODULE,
    meta: { title: '会员抽奖', keywords: '会员抽奖,抽奖,会员活动', description: '会员专属抽奖活动，赢取好礼。' },
  },
  {
    id: 'star-coin',
    path: 'StarCoin',
    module: PENDING_MODULE,
    meta: { title: '星币签到', keywords: '签到,星币,会员积分', description: '每日签到赚取星币。' },
  },
  {
    id: 'sign-star-coin',
    path: 'signStarCoin',
    module: PENDING_MODULE,
    meta: { title: '签到领星币', keywords: '签到,星币,会员积分', description: '每日签到赚取星币。' },
  },
  {
    id: 'member-benefits',
    path: 'MemberBenefits',
    module: PENDING_MODULE,
    meta: { title: '会员权益', keywords: KW_MEMBER, description: '了解会员专属权益，积分兑换好礼。' },
  },
  {
    id: 'member-benefits-ex-details',
    path: 'MemberBenefits/exDetails/:id?',
    module: PENDING_MODULE,
    meta: { title: '兑换详情', keywords: KW_MEMBER, description: '查看会员权益兑换详情。' },
  },
  {
    id: 'member-benefits-exchange-success',
    path: 'MemberBenefits/exchangeSuccess/:id?/:order?',
    module: PENDING_MODULE,
    meta: { title: '兑换成功', keywords: KW_MEMBER, description: '会员权益兑换成功。' },
  },
  {
    id: 'student-buy-entrance',
    path: 'studentBuyEntrance',
    module: 'routes/member/verification/student-entrance.tsx',
    meta: { title: '学生优惠', keywords: '学生优惠,学生认证,教育优惠', description: '完成学生认证，享受学生专属优惠。' },
  },
  {
    id: 'student-buy',
    path: 'studentBuy',
    module: 'routes/member/verification/student-buy.tsx',
    meta: { title: '学生专区', keywords: '学生优惠,学生专区,教育优惠', description: '学生专属优惠商品，认证学生即可购买。' },
  },
  {
    id: 'guide-cn-corporate',
    path: 'guide/cn_corporate',
    module: 'routes/member/verification/corporate-guide.tsx',
    meta: { title: '企业购指南', keywords: KW_ENTERPRISE, description: '了解企业购流程与企业专属优惠。' },
  },
  {
    id: 'disney',
    path: 'disney',
    module: 'routes/member/verification/disney.tsx',
    meta: { title: '企业登录', keywords: KW_ENTERPRISE, description: '企业员工登录，享受企业专属价格。' },
  },
  {
    id: 'cnepp-corporate',
    path: 'cnepp_corporate/:appId?',
    module: 'routes/member/verification/cnepp-corporate.tsx',
    meta: { title: '企业登录', keywords: KW_ENTERPRISE, description: '企业员工登录，享受企业专属价格。' },
  },
  {
    id: 'cnepp-corporate-error',
    path: 'cnepp_corporateError',
    module: 'routes/member/verification/cnepp-corporate-error.tsx',
    meta: { title: '认证失败', keywords: KW_ENTERPRISE, description: '企业身份认证失败，请重试或联系管理员。' },
  },
  {
    id: 'give-up-repair',
    path: 'giveUpRepair',
    module: PENDING_MODULE,
    meta: { title: '手机号验证', keywords: '手机验证,维修服务', description: '验证手机号后继续办理。' },
  },
  {
    id: 'store-service',
    path: 'StoreService',
    module: PENDING_MODULE,
    meta: { title: '门店服务', keywords: KW_STORE, description: '查找附近门店，享受到店与送货上门服务。' },
  },
  {
    id: 'oto-list',
    path: 'otolist/:scucode?/:skucode?/:spuIcon?',
    module: PENDING_MODULE,
    meta: { title: '门店商品', keywords: KW_STORE, description: '浏览门店可售商品，享受当日送达服务。' },
  },
  {
    id: 'ipad-oto-list',
    path: 'ipadotolist',
    module: PENDING_MODULE,
    meta: { title: '门店商品', keywords: KW_STORE, description: '浏览门店可售商品，享受当日送达服务。' },
  },
  {
    id: 'ipad-store-service-list-phone',
    path: 'ipadstoreserviceListPhone/:scucode?/:skucode?/:spuIcon?',
    module: PENDING_MODULE,
    meta: { title: '门店商品', keywords: KW_STORE, description: '浏览门店可售商品，享受当日送达服务。' },
  },
  {
    id: 'mpage-duomai',
    path: 'mpage/duomai',
    module: PENDING_MODULE,
    meta: { title: '合作专享', keywords: KW_AFFILIATE, description: DESC_AFFILIATE },
  },
  {
    id: 'mpage-yiqifa',
    path: 'mpage/yiqifa',
    module: PENDING_MODULE,
    meta: { title: '合作专享', keywords: KW_AFFILIATE, description: DESC_AFFILIATE },
  },
  {
    id: 'mpage-shengqiankuaibao',
    path: 'mpage/shengqiankuaibao',
    module: PENDING_MODULE,
    meta: { title: '合作专享', keywords: KW_AFFILIATE, description: DESC_AFFILIATE },
  },
  {
    id: 'mpage-fanli',
    path: 'mpage/fanli',
    module: PENDING_MODULE,
    meta: { title: '合作专享', keywords: KW_AFFILIATE, description: DESC_AFFILIATE },
  },
  {
    id: 'mpage-zhidemai',
    path: 'mpage/zhidemai',
    module: PENDING_MODULE,
    meta: { title: '合作专享', keywords: KW_AFFILIATE, description: DESC_AFFILIATE },
  },
  {
    id: 'sitemap',
    path: 'sitemap',
    module: 'routes/content/sitemap.tsx',
    meta: { title: '网站地图', keywords: '网站地图,全部页面,导航', description: '官方商城网站地图，快速找到所需页面。' },
  },
  {
    id: 'app-policy',
    path: 'appPolicy',
    module: AGREEMENT_MODULE,
    meta: { title: '隐私政策', keywords: KW_AGREEMENT, description: '了解我们如何收集、使用和保护您的个人信息。' },
  },
  {
    id: 'cn-corporate-app-policy',
    path: 'cn_corporate/appPolicy',
    module: AGREEMENT_MODULE,
    meta: { title: '隐私政策', keywords: KW_AGREEMENT, description: '企业商城隐私政策。' },
  },
  {
    id: 'wechat-xcx',
    path: 'WeChat-xcx',
    module: 'routes/help/wechat-xcx.tsx',
    meta: { title: '微信小程序', keywords: '微信小程序,官方商城', description: '扫码进入官方商城微信小程序。' },
  },
  {
    id: 'ali-index',
    path: 'aLiIndex',
    module: PENDING_MODULE,
    meta: { title: '首页', keywords: KW_SHOP, description: DESC_SHOP, hidden: true },
  },

  // 2.11 Agreements, guide and FAQ
  {
    id: 'agreement-service',
    path: 'agreement/service',
    module: AGREEMENT_MODULE,
    meta: { title: '服务协议', keywords: KW_AGREEMENT, description: '官方商城用户服务协议。' },
  },
  {
    id: 'agreement-useclause',
    path: 'agreement/useclause',
    module: AGREEMENT_MODULE,
    meta: { title: '使用条款', keywords: KW_AGREEMENT, description: '官方商城网站使用条款。' },
  },
  {
    id: 'agreement-privacy',
    path: 'agreement/privacy',
    module: AGREEMENT_MODULE,
    meta: { title: '隐私政策', keywords: KW_AGREEMENT, description: '了解我们如何收集、使用和保护您的个人信息。' },
  },
  {
    id: 'agreement-visitors',
    path: 'agreement/visitors',
    module: AGREEMENT_MODULE,
    meta: { title: '访客须知', keywords: KW_AGREEMENT, description: '访客浏览与购物须知。' },
  },
  {
    id: 'shopping-mall',
    path: 'shoppingMall',
    module: 'routes/redirects/shopping-mall.tsx',
    meta: { title: '购物指南', keywords: KW_GUIDE, description: '官方商城购物指南。' },
  },
  {
    id: 'shopping-mall-about',
    path: 'shoppingMall/about',
    module: 'routes/help/guide.tsx',
    meta: { title: '关于商城', keywords: KW_GUIDE, description: '了解官方商城。', tabBar: true },
  },
  {
    id: 'shopping-mall-process',
    path: 'shoppingMall/process',
    module: 'routes/help/guide.tsx',
    meta: { title: '购物流程', keywords: KW_GUIDE, description: '了解从选购到收货的购物流程。', tabBar: true },
  },
  {
    id: 'shopping-mall-preferential',
    path: 'shoppingMall/preferential',
    module: 'routes/help/guide.tsx',
    meta: { title: '优惠说明', keywords: KW_GUIDE, description: '了解优惠券与促销活动的使用规则。', tabBar: true },
  },
  {
    id: 'shopping-mall-paytype',
    path: 'shoppingMall/paytype',
    module: 'routes/help/guide.tsx',
    meta: { title: '支付方式', keywords: KW_GUIDE, description: '了解商城支持的支付方式。', tabBar: true },
  },
  {
    id: 'shopping-mall-invoice',
    path: 'shoppingMall/invoice',
    module: 'routes/help/guide.tsx',
    meta: { title: '发票说明', keywords: KW_GUIDE, description: '了解发票类型与开具规则。', tabBar: true },
  },
  {
    id: 'shopping-mall-distribution',
    path: 'shoppingMall/distribution',
    module: 'routes/help/guide.tsx',
    meta: { title: '配送说明', keywords: KW_GUIDE, description: '了解配送范围、时效与运费。', tabBar: true },
  },
  {
    id: 'shopping-mall-aftersales',
    path: 'shoppingMall/aftersales',
    module: 'routes/help/guide.tsx',
    meta: { title: '售后政策', keywords: KW_GUIDE, description: '了解退换货与售后服务政策。', tabBar: true },
  },
  {
    id: 'shopping-mall-contact',
    path: 'shoppingMall/contact',
    module: 'routes/help/guide.tsx',
    meta: { title: '联系我们', keywords: KW_GUIDE, description: '联系官方商城客服。', tabBar: true },
  },
  {
    // 在线客服 (issue #16 item 5): the spec's 客服 tab "opens chat"; the chat is this screen. No
    // loader: messages are fetched and streamed in the browser, never kept by the page server.
    id: 'customer-service',
    path: 'customerService',
    module: 'routes/customer-service/customer-service.tsx',
    meta: { title: '在线客服', keywords: '在线客服,客服,咨询', description: '在线咨询官方商城客服。', noCache: true, tabBar: true },
  },
  {
    id: 'faq',
    path: 'faq',
    module: 'routes/help/faq.tsx',
    meta: { title: '常见问题', keywords: KW_FAQ, description: '购物、支付、配送与售后常见问题解答。' },
  },
  {
    id: 'faq-category',
    path: 'faq/:categoryId',
    module: 'routes/help/faq-category.tsx',
    meta: { title: '常见问题', keywords: KW_FAQ, description: '按分类查看常见问题解答。', keepAlive: true },
  },
  {
    id: 'faq-question',
    path: 'faq/:categoryId/:questionId',
    module: 'routes/help/faq-question.tsx',
    meta: { title: '问题详情', keywords: KW_FAQ, description: '查看常见问题的详细解答。', keepAlive: true },
  },

  // 2.12 Surveys
  {
    id: 'survey',
    path: 'survey',
    module: PENDING_MODULE,
    meta: { title: '满意度调查', keywords: KW_SURVEY, description: '参与满意度调查，帮助我们改进服务。' },
  },
  {
    id: 'new-shop-survey',
    path: 'newshopsurvey',
    module: PENDING_MODULE,
    meta: { title: '满意度调查', keywords: KW_SURVEY, description: '参与满意度调查，帮助我们改进服务。' },
  },
  {
    id: 'survey-clause',
    path: 'surveyclause',
    module: PENDING_MODULE,
    meta: { title: '隐私条款', keywords: KW_AGREEMENT, description: '满意度调查隐私条款与个人信息跨境传输说明。' },
  },
  {
    id: 'survey-link',
    path: 'surveylink',
    module: PENDING_MODULE,
    meta: { title: '满意度调查', keywords: KW_SURVEY, description: '参与满意度调查，帮助我们改进服务。' },
  },
  {
    id: 'survey-link-product-name',
    path: 'surveylinkProductName',
    module: PENDING_MODULE,
    meta: { title: '满意度调查', keywords: KW_SURVEY, description: '参与商品满意度调查，帮助我们改进产品。' },
  },
  {
    id: 'feedback-survey',
    path: 'feedbackSurvey',
    module: PENDING_MODULE,
    meta: { title: '意见反馈', keywords: KW_SURVEY, description: '提交您的意见与建议。' },
  },

  // Resource route: the XML sitemap for search engines (issue #3).
  {
    id: 'sitemap-xml',
    path: 'sitemap.xml',
    module: 'routes/content/sitemap-xml.tsx',
    meta: { title: '网站地图', hidden: true },
  },
  // Resource route: robots.txt for crawlers (issue #14).
  {
    id: 'robots-txt',
    path: 'robots.txt',
    module: 'routes/help/robots-txt.tsx',
    meta: { title: '搜索引擎抓取规则', hidden: true },
  },

  // 2.5 Catch-all (not found) — must stay the LAST entry
  {
    id: 'catch-all',
    path: '*',
    module: NOT_FOUND_MODULE,
    meta: { title: '页面不存在', keywords: KW_NOTICE, description: '您访问的页面不存在。', noCache: true },
  },
];

export const ROUTE_BY_ID: Record<string, ShopRoute> = Object.fromEntries(SHOP_ROUTES.map((r) => [r.id, r]));

function toConfig(r: ShopRoute): RouteConfigEntry {
  return {
    id: r.id,
    path: r.path || undefined,
    index: r.path === '' ? true : undefined,
    caseSensitive: true,
    file: r.module,
    children: r.children?.map(toConfig),
  };
}

export default SHOP_ROUTES.map(toConfig) satisfies RouteConfig;
