// Generated from ../endpoints/admin-catalogue.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminCatalogueEndpoints as adminCatalogueDefinitions } from '../endpoints/admin-catalogue.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminCatalogueEndpoints = {
  categories: ref<typeof adminCatalogueDefinitions.categories>('GET', '/api/admin/catalogue/categories'),
  createCategory: ref<typeof adminCatalogueDefinitions.createCategory>('POST', '/api/admin/catalogue/categories'),
  updateCategory: ref<typeof adminCatalogueDefinitions.updateCategory>('PUT', '/api/admin/catalogue/categories/:code'),
  deleteCategory: ref<typeof adminCatalogueDefinitions.deleteCategory>('DELETE', '/api/admin/catalogue/categories/:code'),
  reorderCategories: ref<typeof adminCatalogueDefinitions.reorderCategories>('PUT', '/api/admin/catalogue/category-order'),
  products: ref<typeof adminCatalogueDefinitions.products>('GET', '/api/admin/catalogue/products'),
  product: ref<typeof adminCatalogueDefinitions.product>('GET', '/api/admin/catalogue/products/:spuCode'),
  createProduct: ref<typeof adminCatalogueDefinitions.createProduct>('POST', '/api/admin/catalogue/products'),
  updateProduct: ref<typeof adminCatalogueDefinitions.updateProduct>('PUT', '/api/admin/catalogue/products/:spuCode'),
  setStatus: ref<typeof adminCatalogueDefinitions.setStatus>('POST', '/api/admin/catalogue/products/:spuCode/status'),
  preview: ref<typeof adminCatalogueDefinitions.preview>('POST', '/api/admin/catalogue/products/:spuCode/preview'),
  prices: ref<typeof adminCatalogueDefinitions.prices>('GET', '/api/admin/catalogue/products/:spuCode/prices'),
  setPrices: ref<typeof adminCatalogueDefinitions.setPrices>('PUT', '/api/admin/catalogue/products/:spuCode/prices'),
  uploadPicture: ref<typeof adminCatalogueDefinitions.uploadPicture>('POST', '/api/admin/catalogue/pictures'),
  stock: ref<typeof adminCatalogueDefinitions.stock>('GET', '/api/admin/catalogue/stock'),
  adjustStock: ref<typeof adminCatalogueDefinitions.adjustStock>('POST', '/api/admin/catalogue/stock/:skuCode/adjust'),
  ledger: ref<typeof adminCatalogueDefinitions.ledger>('GET', '/api/admin/catalogue/stock/:skuCode/ledger'),
};
