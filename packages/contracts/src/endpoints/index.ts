/**
 * Every typed endpoint, for the API (route registration and the OpenAPI document) and for
 * tests. The storefront imports the domain files it uses, not this list.
 */
import type { AnyEndpoint } from '../endpoint.ts';
import { addressEndpoints } from './address.ts';
import { authEndpoints } from './auth.ts';
import { cartEndpoints } from './cart.ts';
import { checkoutEndpoints } from './checkout.ts';
import { deliveryEndpoints } from './delivery.ts';
import { inboxEndpoints } from './inbox.ts';
import { adminAfterSalesEndpoints, afterSalesEndpoints } from './after-sales.ts';
import { adminTradeInEndpoints, tradeInEndpoints, tradeInThirdEndpoints } from './trade-in.ts';
import { cartPageEndpoints } from './cart.ts';
import { catalogEndpoints } from './catalog.ts';
import { cmsEndpoints } from './cms.ts';
import { compareEndpoints } from './compare.ts';
import { marketingEndpoints } from './marketing.ts';
import { pdpEndpoints } from './pdp.ts';
import { reviewReadEndpoints } from './reviews-read.ts';
import { sessionEndpoints } from './session.ts';
import { sysEndpoints } from './sys.ts';
import { wishlistEndpoints } from './wishlist.ts';
import { orderEndpoints } from './order.ts';
import { payEndpoints } from './pay.ts';
import { pointsEndpoints } from './points.ts';
import { profileEndpoints } from './profile.ts';
import { reviewsEndpoints } from './reviews.ts';
import { signinEndpoints } from './auth-signin.ts';
import { starsEndpoints } from './stars.ts';
import { uploadEndpoints } from './uploads.ts';
import { verificationEndpoints } from './verification.ts';
import { agreementEndpoints } from './agreements.ts';
import { reverifyEndpoints } from './reverify.ts';
import { helpCentreEndpoints } from './help-centre.ts';
import { servicePromiseEndpoints } from './service-promises.ts';
import { adminAuthEndpoints } from './admin.ts';
import { adminAuditEndpoints } from './admin-audit.ts';
import { adminStaffEndpoints } from './admin-staff.ts';
import { adminOrderEndpoints } from './admin-orders.ts';
import { adminReportEndpoints } from './admin-reports.ts';
import { adminCatalogueEndpoints } from './admin-catalogue.ts';
import { adminMemberEndpoints } from './admin-members.ts';
import { adminServiceEndpoints } from './admin-service.ts';
import { adminContentEndpoints } from './admin-content.ts';
import { customerChatEndpoints } from './customer-chat.ts';
import { adminChatEndpoints } from './admin-chat.ts';
import { adminMarketingEndpoints } from './admin-marketing.ts';
import { adminBundleEndpoints } from './admin-bundles.ts';
import { adminSettingsEndpoints } from './admin-settings.ts';
import { adminMessageEndpoints } from './admin-messages.ts';
import { adminFaqEndpoints } from './admin-faq.ts';
import { adminAgreementEndpoints } from './admin-agreements.ts';
import { invoiceEndpoints } from './invoice.ts';
import { adminInvoiceEndpoints } from './admin-invoices.ts';
import { adminLadderEndpoints } from './admin-ladders.ts';
import { adminProductServiceEndpoints } from './admin-product-services.ts';
import { visitEndpoints } from './visits.ts';

export { adminAfterSalesEndpoints, afterSalesEndpoints };
export { adminTradeInEndpoints, tradeInEndpoints, tradeInThirdEndpoints };
export { addressEndpoints, authEndpoints, cartEndpoints, checkoutEndpoints, deliveryEndpoints, inboxEndpoints };
export {
  cartPageEndpoints,
  catalogEndpoints,
  cmsEndpoints,
  compareEndpoints,
  marketingEndpoints,
  pdpEndpoints,
  reviewReadEndpoints,
  sessionEndpoints,
  sysEndpoints,
  wishlistEndpoints,
};
export {
  orderEndpoints,
  payEndpoints,
  pointsEndpoints,
  profileEndpoints,
  reviewsEndpoints,
  signinEndpoints,
  starsEndpoints,
  uploadEndpoints,
  verificationEndpoints,
};
export { agreementEndpoints, reverifyEndpoints };
export { helpCentreEndpoints };
export { servicePromiseEndpoints };
export { adminAuditEndpoints, adminAuthEndpoints, adminStaffEndpoints };
export { adminOrderEndpoints, adminReportEndpoints };
export { adminCatalogueEndpoints };
export { adminMemberEndpoints };
export { adminServiceEndpoints };
export { adminContentEndpoints };
export { adminChatEndpoints, customerChatEndpoints };
export { adminMarketingEndpoints };
export { adminBundleEndpoints };
export { adminSettingsEndpoints };
export { adminMessageEndpoints };
export { adminAgreementEndpoints, adminFaqEndpoints };
export { adminInvoiceEndpoints, invoiceEndpoints };
export { adminLadderEndpoints, adminProductServiceEndpoints, visitEndpoints };

export const ENDPOINT_GROUPS = {
  address: addressEndpoints,
  auth: authEndpoints,
  cart: cartEndpoints,
  checkout: checkoutEndpoints,
  delivery: deliveryEndpoints,
  inbox: inboxEndpoints,
  afterSales: afterSalesEndpoints,
  tradeIn: tradeInEndpoints,
  tradeInThird: tradeInThirdEndpoints,
  cartPage: cartPageEndpoints,
  catalog: catalogEndpoints,
  cms: cmsEndpoints,
  compare: compareEndpoints,
  marketing: marketingEndpoints,
  pdp: pdpEndpoints,
  reviewRead: reviewReadEndpoints,
  session: sessionEndpoints,
  sys: sysEndpoints,
  wishlist: wishlistEndpoints,
  order: orderEndpoints,
  pay: payEndpoints,
  points: pointsEndpoints,
  profile: profileEndpoints,
  reviews: reviewsEndpoints,
  signin: signinEndpoints,
  stars: starsEndpoints,
  uploads: uploadEndpoints,
  verification: verificationEndpoints,
  agreements: agreementEndpoints,
  reverify: reverifyEndpoints,
  helpCentre: helpCentreEndpoints,
  servicePromises: servicePromiseEndpoints,
  adminAuth: adminAuthEndpoints,
  adminAudit: adminAuditEndpoints,
  adminStaff: adminStaffEndpoints,
  adminOrders: adminOrderEndpoints,
  adminReports: adminReportEndpoints,
  adminCatalogue: adminCatalogueEndpoints,
  adminMembers: adminMemberEndpoints,
  adminService: adminServiceEndpoints,
  adminContent: adminContentEndpoints,
  customerChat: customerChatEndpoints,
  adminChat: adminChatEndpoints,
  adminMarketing: adminMarketingEndpoints,
  adminBundles: adminBundleEndpoints,
  adminSettings: adminSettingsEndpoints,
  adminMessages: adminMessageEndpoints,
  adminFaq: adminFaqEndpoints,
  adminAgreements: adminAgreementEndpoints,
  adminAfterSales: adminAfterSalesEndpoints,
  adminTradeIn: adminTradeInEndpoints,
  invoice: invoiceEndpoints,
  adminInvoices: adminInvoiceEndpoints,
  adminLadders: adminLadderEndpoints,
  adminProductServices: adminProductServiceEndpoints,
  visits: visitEndpoints,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((group) => Object.values(group));
