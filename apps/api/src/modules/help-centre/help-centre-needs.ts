/**
 * What the help centre needs from other modules, declared here and satisfied structurally by
 * what app.ts hands over (the cms module's settings: the hotline shown on the guide pages), so
 * that no file of this folder imports another module or reads its tables.
 */
import type { ApiContext } from '../../platform/types.ts';

/** Guide text may name the hotline and its hours as {servicePhone} and {serviceHours}: system settings, kept in one place. */
export interface HelpSettings {
  /** The stored value of one setting, or undefined when unset. */
  settingValue(key: string): Promise<string | undefined>;
}

/** What registerHelpCentre needs. */
export interface HelpCentreNeeds {
  ctx: ApiContext;
  settings: HelpSettings;
}
