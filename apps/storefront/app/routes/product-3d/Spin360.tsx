/**
 * A 360° spinner over N frames: drag or swipe (pointer events) to turn, ← → keys when focused,
 * a labelled range slider, and autoplay (off by default for shoppers who prefer reduced motion).
 * Every frame is preloaded so turning never waits on the network.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styles from './product-3d.module.css';

/** Pixels of horizontal drag per frame step. */
const DRAG_STEP_PX = 12;
const AUTOPLAY_MS = 120;

export function Spin360({ frames, label }: { frames: string[]; label: string }) {
  const count = frames.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [loaded, setLoaded] = useState(0);
  const drag = useRef<{ x: number; start: number; id: number } | null>(null);
  const sliderId = useId();
  const hintId = useId();

  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  // Autoplay starts by default unless reduced motion is asked for.
  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduce) setPlaying(true);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(t);
  }, [playing, count]);

  useEffect(() => {
    let alive = true;
    for (const src of frames) {
      const img = new Image();
      img.onload = img.onerror = () => alive && setLoaded((n) => n + 1);
      img.src = src;
    }
    return () => {
      alive = false;
    };
  }, [frames]);

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    drag.current = { x: e.clientX, start: index, id: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setPlaying(false);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    // Dragging right turns the product towards the viewer's right, like spinning a turntable.
    go(d.start - Math.round((e.clientX - d.x) / DRAG_STEP_PX));
  };
  const endDrag = (e: React.PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id === e.pointerId) drag.current = null;
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      setPlaying(false);
      go(index + (e.key === 'ArrowRight' ? 1 : -1));
    } else if (e.key === 'Home') {
      e.preventDefault();
      go(0);
    }
  };

  const angle = Math.round((index * 360) / count);
  return (
    <section className={styles.viewer} aria-label={label}>
      <div
        className={styles.stage}
        role="img"
        tabIndex={0}
        aria-label={`${label}，当前角度 ${angle}°`}
        aria-describedby={hintId}
        data-testid="spin-stage"
        data-frame={index}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        <img src={frames[index]} alt="" draggable={false} className={styles.frame} width={480} height={480} />
      </div>
      <p id={hintId} className={styles.hint}>
        拖动图片或使用键盘左右方向键旋转商品
        {loaded < count ? <span aria-live="polite">（正在加载 {Math.round((loaded / count) * 100)}%）</span> : null}
      </p>
      <div className={styles.controls}>
        <label htmlFor={sliderId} className={styles.sliderLabel}>
          旋转角度
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={count - 1}
          step={1}
          value={index}
          aria-valuetext={`${angle}°`}
          className={styles.slider}
          data-testid="spin-slider"
          onChange={(e) => {
            setPlaying(false);
            go(Number(e.target.value));
          }}
        />
        <button type="button" className="btn" aria-pressed={playing} data-testid="spin-autoplay" onClick={() => setPlaying((p) => !p)}>
          {playing ? '暂停旋转' : '自动旋转'}
        </button>
      </div>
    </section>
  );
}
