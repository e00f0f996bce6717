/** Top progress bar while a navigation loads (spec 2.13), except towards the live coupon page. */
import { useNavigation } from 'react-router';
import { routePlaceForPath } from '../lib/route-index';
import styles from './chrome.module.css';

export function ProgressBar() {
  const navigation = useNavigation();
  const target = navigation.location ? routePlaceForPath(navigation.location.pathname) : undefined;
  const active = navigation.state !== 'idle' && !target?.noProgress;
  return <div className={styles.progress} data-active={active} role="progressbar" aria-hidden={!active} aria-label="页面加载中" />;
}
