// Generated from ../endpoints/catalog.ts by `npm run generate:endpoint-refs`: do not edit.
import type { catalogEndpoints as catalogDefinitions } from '../endpoints/catalog.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const catalogEndpoints = {
  categoryTree: ref<typeof catalogDefinitions.categoryTree>('GET', '/api/product/category/tree'),
  list: ref<typeof catalogDefinitions.list>('GET', '/api/product/plp/list'),
  search: ref<typeof catalogDefinitions.search>('GET', '/api/product/search'),
  suggest: ref<typeof catalogDefinitions.suggest>('GET', '/api/product/search/suggest'),
  newRecPc: ref<typeof catalogDefinitions.newRecPc>('GET', '/api/product/gnb/v1/common/newRec'),
  newRecH5: ref<typeof catalogDefinitions.newRecH5>('GET', '/api/product/h5/gnb/v1/common/newRec'),
  newRecApp: ref<typeof catalogDefinitions.newRecApp>('GET', '/api/product/app/gnb/v1/common/newRec'),
};
