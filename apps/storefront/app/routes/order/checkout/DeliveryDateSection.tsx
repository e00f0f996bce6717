/** 配送时间 (timeInfo): the dates the server offers for the chosen address, the earliest preselected. */
import { Section } from './Section';
import styles from './checkout.module.css';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** '2026-11-24' → '11月24日 周二' (a calendar date: no time zone involved). */
export function dateLabel(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${m}月${d}日 ${WEEKDAYS[wd]}`;
}

export function DeliveryDateSection({
  delivery,
  value,
  onChange,
}: {
  delivery: { dates: string[]; note: string } | null;
  value: string;
  onChange: (d: string) => void;
}) {
  return (
    <Section title="配送时间" testId="checkout-delivery">
      {delivery && delivery.dates.length > 0 ? (
        <>
          <div className={styles.chips} role="radiogroup" aria-label="配送日期">
            {delivery.dates.map((d) => (
              <label key={d} className={`${styles.chip} ${d === value ? styles.chipOn : ''}`}>
                <input type="radio" name="delivery-date" value={d} checked={d === value} onChange={() => onChange(d)} className="visually-hidden" />
                {dateLabel(d)}
              </label>
            ))}
          </div>
          {delivery.note ? <p className={styles.hint}>{delivery.note}</p> : null}
        </>
      ) : (
        <p className={styles.hint}>{delivery?.note || '请先填写收货地址'}</p>
      )}
    </Section>
  );
}
