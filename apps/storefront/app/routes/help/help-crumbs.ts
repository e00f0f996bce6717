/** Breadcrumb trails of the help pages. */
export const HOME_CRUMB = { name: '首页', path: '/' };
export const GUIDE_CRUMB = { name: '购物指南', path: '/shoppingMall' };
export const FAQ_CRUMB = { name: '常见问题', path: '/faq' };
