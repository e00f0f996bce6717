/** What the 以旧换新 queue and detail share: the state's tag (solid, white text: the light presets miss AA contrast). */
import type { TradeInStatus } from '@shop/contracts/trade-in';
import { Tag } from 'antd';

const STATUS_COLOURS: Record<TradeInStatus, string> = {
  created: '#ad4e00',
  picked_up: '#0958d9',
  inspecting: '#ad4e00',
  priced: '#0958d9',
  settled: '#237804',
  returning: '#0958d9',
  returned: '#595959',
  cancelled: '#595959',
};

export const tradeInStatusTag = (status: TradeInStatus, title: string) => <Tag color={STATUS_COLOURS[status]}>{title}</Tag>;
