/** Top progress bar while a navigation loads (spec 2.13), except towards the live coupon page. */
import { useNavigation } from 'react-router';
import { routeForPath } from '../lib/route-meta';
import styles from './chrome.module.css';

export function ProgressBar() {
  const navigation = useNavigation();
  const target = navigation.location ? routeForPath(navigation.location.pathname) : undefined;
  const active = navigation.state !== 'idle' && !target?.meta.noProgress;
  return <div className={styles.progress} data-active={active} role="progressbar" aria-hidden={!active} aria-label="页面加载中" />;
}
