/**
 * The maintainer's addons settings (the hosting service's dashboard, "Addons"): which of the service's own features
 * run on the docs pages, and how the version list is sorted. The reference server answers them in the `addons`
 * object of `/_/addons/`; the defaults are those of a new project upstream (`AddonsConfig` in
 * readthedocs/projects/models.py): every feature on, link previews off, notifications not shown on pull-request
 * builds (`show_on_external` false), versions sorted SemVer-aware with `latest` and `stable` first (the default since
 * its migration `0127_default_to_semver`; `alphabetically` before it).
 */

export type FlyoutSorting = 'alphabetically' | 'semver-readthedocs-compatible';

export interface AddonsSettings {
  search: boolean;
  hotkeys: boolean;
  flyout: boolean;
  notifications: {enabled: boolean; show_on_latest: boolean; show_on_non_stable: boolean; show_on_external: boolean};
  linkpreviews: {enabled: boolean; selector: string | null};
  flyoutSorting: FlyoutSorting;
}

export interface AddonsSettingsInput {
  search?: boolean;
  hotkeys?: boolean;
  flyout?: boolean;
  notifications?: Partial<AddonsSettings['notifications']>;
  linkpreviews?: Partial<AddonsSettings['linkpreviews']>;
  flyoutSorting?: FlyoutSorting;
}

export const DEFAULT_ADDONS_SETTINGS: AddonsSettings = {
  search: true,
  hotkeys: true,
  flyout: true,
  notifications: {enabled: true, show_on_latest: true, show_on_non_stable: true, show_on_external: false},
  linkpreviews: {enabled: false, selector: null},
  flyoutSorting: 'semver-readthedocs-compatible',
};

export function addonsSettings(input: AddonsSettingsInput = {}): AddonsSettings {
  return {
    ...DEFAULT_ADDONS_SETTINGS,
    ...input,
    notifications: {...DEFAULT_ADDONS_SETTINGS.notifications, ...input.notifications},
    linkpreviews: {...DEFAULT_ADDONS_SETTINGS.linkpreviews, ...input.linkpreviews},
  };
}
