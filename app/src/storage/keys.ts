/** localStorage keys of the browser-stored preferences (spec §3). */
export const STORAGE_KEYS = {
  selectedTheme: 'theme',
  darkFlag: 'dark',
  lastNonCoreTheme: 'last-non-core-theme',
  workingTheme: 'working-theme',
  actionsPanelMinimized: 'actions-panel-minimized',
  sidebarCollapsed: 'sidebar-collapsed',
  imageModel: 'image-model',
  designPrompt: 'design-prompt',
} as const
