/** Where a picture uploaded in the console is served (catalogue-pictures.ts serves it): the product page names it for a SKU that has one. */
export const cataloguePictureUrl = (id: string) => `/media/catalogue/${id}.webp`;
