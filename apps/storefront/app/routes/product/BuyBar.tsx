/**
 * Quantity stepper and the buy buttons. Which buttons show depends on the product type at
 * the ticking server time: normal (加入购物车 / 立即购买), sold out (到货通知), flash sale
 * soon (即将开抢, disabled, 提醒我) or running (立即抢购), pre-sale (支付定金 in phase 2 only),
 * cart-line edit (确认修改), invitation only (凭邀请码购买, opening the code entry). On phones the
 * bar is fixed to the bottom of the screen, above the safe area (product pages have no tab bar);
 * on PC the same buttons also ride in the sticky bar once the page scrolls past this one. The bar
 * starts with 客服, the live chat with this product attached (a product page has no tab bar).
 */
import type { Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { ChatIcon } from '../../chrome/icons';
import { chatHref } from '../../lib/chat-href';
import type { PresalePhase, TypCd } from '@shop/contracts/pdp-rules';
import styles from './product.module.css';

export function QuantityStepper({ value, max, onChange, disabled }: { value: number; max: number; onChange(n: number): void; disabled?: boolean }) {
  const set = (n: number) => onChange(Math.min(max, Math.max(1, Number.isFinite(n) ? Math.floor(n) : 1)));
  return (
    <div className={styles.stepper} role="group" aria-label="购买数量" data-testid="qty-stepper">
      <span className={styles.fieldLabelInline}>数量</span>
      <button type="button" className={styles.stepBtn} aria-label="减少数量" disabled={disabled || value <= 1} onClick={() => set(value - 1)}>
        −
      </button>
      <input
        className={styles.stepInput}
        aria-label="数量"
        inputMode="numeric"
        value={value}
        disabled={disabled}
        onChange={(e) => set(Number(e.target.value.replace(/\D/g, '') || 1))}
        data-testid="qty-input"
      />
      <button type="button" className={styles.stepBtn} aria-label="增加数量" disabled={disabled || value >= max} onClick={() => set(value + 1)}>
        +
      </button>
      <span className={styles.stepHint}>最多可购买 {max} 件</span>
    </div>
  );
}

export interface BuyBarProps {
  typCd: TypCd;
  soldOut: boolean;
  /** The SKU takes arrival-notice sign-ups (stkNoti). */
  canNotify: boolean;
  presalePhase: PresalePhase | null;
  editingLine: boolean;
  preview: boolean;
  busy: boolean;
  /** A reminder can be added (flash sale soon, pre-sale not started). */
  canRemind: boolean;
  tip: string;
  /** The product sells by invitation code and the shopper is not verified for it yet. */
  invitation: boolean;
  onInvitation(): void;
  onAddCart(): void;
  onBuyNow(): void;
  onUpdateLine(): void;
  onNotify(): void;
  onRemind(): void;
}

/**
 * The buy buttons alone, for the page's buy bar and the PC sticky bar (StickyBuyBar): the same
 * props and handlers, so both act alike. `idPrefix` keeps their test ids apart (pdp-…, sticky-…).
 */
export function BuyButtons({ idPrefix = 'pdp', ...p }: BuyBarProps & { idPrefix?: string }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (() => {
    if (p.preview) {
      return (
        <button type="button" className="btn btn-primary" disabled>
          预览模式不可购买
        </button>
      );
    }
    if (p.editingLine) {
      return (
        <button type="button" className="btn btn-primary" disabled={p.busy || p.soldOut} onClick={p.onUpdateLine} data-testid={id('update-line')}>
          确认修改
        </button>
      );
    }
    if (p.typCd === 'SECKILL2') {
      return (
        <>
          <button type="button" className="btn btn-primary" disabled data-testid={id('seckill-soon')}>
            即将开抢
          </button>
          <button type="button" className="btn" onClick={p.onRemind} data-testid={id('remind')}>
            提醒我
          </button>
        </>
      );
    }
    if (p.soldOut) {
      return (
        <>
          <button type="button" className="btn btn-primary" disabled data-testid={id('sold-out')}>
            已售罄
          </button>
          {p.canNotify ? (
            <button type="button" className="btn" onClick={p.onNotify} data-testid={id('notify')}>
              到货通知
            </button>
          ) : null}
        </>
      );
    }
    if (p.invitation) {
      return (
        <button type="button" className="btn btn-primary" onClick={p.onInvitation} data-testid={id('invitation')}>
          凭邀请码购买
        </button>
      );
    }
    if (p.typCd === 'SECKILL') {
      return (
        <button type="button" className="btn btn-accent" disabled={p.busy} onClick={p.onBuyNow} data-testid={id('buy-now')}>
          立即抢购
        </button>
      );
    }
    if (p.typCd === 'PRESALE2') {
      return (
        <>
          <button type="button" className="btn btn-accent" disabled={p.busy || p.presalePhase !== 2} onClick={p.onBuyNow} data-testid={id('pay-deposit')}>
            支付定金
          </button>
          {p.canRemind ? (
            <button type="button" className="btn" onClick={p.onRemind} data-testid={id('remind')}>
              添加日历提醒
            </button>
          ) : null}
        </>
      );
    }
    return (
      <>
        <button type="button" className="btn" disabled={p.busy} onClick={p.onAddCart} data-testid={id('add-cart')}>
          加入购物车
        </button>
        <button type="button" className="btn btn-primary" disabled={p.busy} onClick={p.onBuyNow} data-testid={id('buy-now')}>
          立即购买
        </button>
      </>
    );
  })();
}

export function BuyBar({ ref, ...p }: BuyBarProps & { ref?: Ref<HTMLDivElement> }) {
  const { pathname } = useLocation();
  const buttons = <BuyButtons {...p} />;

  return (
    <div ref={ref} className={styles.buyBar} data-testid="pdp-buy-bar">
      {p.tip ? (
        <p className={styles.buyTip} role="status">
          {p.tip}
        </p>
      ) : null}
      <div className={styles.buyButtons}>
        <Link to={chatHref(pathname)} className={styles.chatLink} data-testid="pdp-chat">
          <ChatIcon size={20} aria-hidden="true" />
          客服
        </Link>
        {buttons}
      </div>
    </div>
  );
}
