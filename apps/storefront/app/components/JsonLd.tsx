/** schema.org JSON-LD: ItemList of Product and BreadcrumbList. */
import type { ProductCard } from '@shop/contracts/catalog';
import { fenToDecimal } from '@shop/contracts/money';

export function JsonLd({ data }: { data: unknown }) {
  // `<` escaped so a product name can never close the script element.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, not markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

function abs(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function itemListLd(origin: string, name: string, products: ProductCard[], startPosition = 1) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: startPosition + i,
      item: {
        '@type': 'Product',
        name: p.name,
        image: abs(origin, p.image),
        url: abs(origin, p.url || `/product/${p.spuCode}/${p.skuCode}`),
        sku: p.skuCode,
        description: p.sellingPoint || undefined,
        offers: {
          '@type': 'Offer',
          price: fenToDecimal(p.price),
          priceCurrency: 'CNY',
          availability: p.soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
          url: abs(origin, p.url || `/product/${p.spuCode}/${p.skuCode}`),
        },
      },
    })),
  };
}

export function breadcrumbLd(origin: string, crumbs: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: abs(origin, c.path) })),
  };
}
