/** The member's picture, or the first character of their name on a coloured disc when there is none. */
import styles from './profile.module.css';

export function Avatar({ src, name, size = 96, className = '', testId }: { src: string; name: string; size?: number; className?: string; testId?: string }) {
  const box = { width: size, height: size, fontSize: Math.round(size / 2.6) };
  return src ? (
    <img src={src} alt={`${name}的头像`} className={`${styles.avatarImg} ${className}`} style={box} width={size} height={size} data-testid={testId} />
  ) : (
    <span className={`${styles.avatarText} ${className}`} style={box} aria-hidden="true" data-testid={testId}>
      {name.slice(0, 1)}
    </span>
  );
}
