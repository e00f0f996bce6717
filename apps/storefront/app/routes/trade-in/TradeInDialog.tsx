/** The trade-in dialog of spec 3 (platform, old-machine prices, subsidy). Placeholder until it lands. */
export interface TradeInChoice {
  /** Recycling platform rclmPlf 1, 2 or 3. */
  rclmPlf: number;
  modelCode: string;
  modelName: string;
  /** Old-machine estimate and the subsidy, fen. */
  estimate: number;
  subsidy: number;
}

export interface TradeInDialogProps {
  open: boolean;
  skuCd: string;
  onCancel(): void;
  onConfirm(choice: TradeInChoice): void;
}

export function TradeInDialog(_props: TradeInDialogProps) {
  return null;
}
