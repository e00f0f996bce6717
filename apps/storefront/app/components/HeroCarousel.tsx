/**
 * Hero banner carousel. A scroll-snap track (swipe on touch screens, works without JS),
 * previous/next and one button per slide, autoplay every 5 s that pauses on hover, on
 * focus, with the pause button, and never starts when the shopper prefers reduced motion.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@shop/contracts/cms';
import styles from './components.module.css';

const INTERVAL_MS = 5000;

export function HeroCarousel({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;

  const go = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el || count === 0) return;
      const next = (i + count) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
      setIndex(next);
    },
    [count],
  );

  useEffect(() => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!playing || hovered || focused || count < 2) return;
    const t = setTimeout(() => go(index + 1), INTERVAL_MS);
    return () => clearTimeout(t);
  }, [playing, hovered, focused, index, count, go]);

  // Follow swipes: the slide mostly in view is the current one.
  const onScroll = () => {
    const el = track.current;
    if (!el) return;
    const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
    if (i !== index && i >= 0 && i < count) setIndex(i);
  };

  if (count === 0) return null;
  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="精选推荐"
      data-testid="hero"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <ul ref={track} className={styles.heroTrack} onScroll={onScroll} aria-live={playing && !focused ? 'off' : 'polite'}>
        {banners.map((b, i) => (
          <li
            key={b.id}
            className={`${styles.heroSlide} ${b.theme === 'dark' ? styles.heroDark : styles.heroLight}`}
            aria-roledescription="slide"
            aria-label={`第 ${i + 1} 张，共 ${count} 张`}
            data-testid="hero-slide"
          >
            <Link to={b.href} className={styles.heroLink} tabIndex={i === index ? 0 : -1}>
              <img
                src={b.image}
                alt=""
                width={1440}
                height={600}
                className={styles.heroImg}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
              <span className={styles.heroText}>
                {i === 0 ? <h2 className={styles.heroTitle}>{b.title}</h2> : <span className={styles.heroTitle}>{b.title}</span>}
                {b.subtitle ? <span className={styles.heroSubtitle}>{b.subtitle}</span> : null}
                <span className={styles.heroCta} aria-hidden="true">
                  了解更多
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className={styles.heroControls}>
          <button type="button" className={styles.heroBtn} onClick={() => go(index - 1)} aria-label="上一张">
            ‹
          </button>
          <div className={styles.heroDots}>
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className={styles.heroDot}
                aria-label={`显示第 ${i + 1} 张：${b.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.heroBtn} onClick={() => go(index + 1)} aria-label="下一张">
            ›
          </button>
          <button
            type="button"
            className={styles.heroBtn}
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? '暂停自动播放' : '开始自动播放'}
            data-testid="hero-pause"
          >
            {playing ? '❚❚' : '▶'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
