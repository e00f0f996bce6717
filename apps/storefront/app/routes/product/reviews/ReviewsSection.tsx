/** Reviews block of the product page (issue #4, item 9). Placeholder until it lands. */
export interface ReviewsSectionProps {
  spuCode: string;
  skus: { skuCd: string; skuNm: string }[];
  totalStar: number;
  commentCount: number;
}

export function ReviewsSection(_props: ReviewsSectionProps) {
  return null;
}
