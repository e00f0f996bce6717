// Generated from ../endpoints/wishlist.ts by `npm run generate:endpoint-refs`: do not edit.
import type { wishlistEndpoints as wishlistDefinitions } from '../endpoints/wishlist.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const wishlistEndpoints = {
  isCollect: ref<typeof wishlistDefinitions.isCollect>('POST', '/api/member/memCollectSpu/getIsCollect/:spuId'),
  save: ref<typeof wishlistDefinitions.save>('POST', '/api/member/memCollectSpu/saveCollectSpu/:spuId'),
  cancel: ref<typeof wishlistDefinitions.cancel>('POST', '/api/member/memCollectSpu/cancelCollect/:spuId'),
  list: ref<typeof wishlistDefinitions.list>('POST', '/api/member/memCollectSpu/findMemCollectSpu'),
};
