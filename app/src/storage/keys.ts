/** localStorage keys: the names other versions of the app and users' browsers already hold. */
export const STORAGE_KEYS = {
  selectedTheme: 'theme',
  darkFlag: 'dark',
  lastNonCoreTheme: 'last-non-core-theme',
  workingTheme: 'working-theme',
  /** The raw text of a stored working theme that could not be read, kept before it is replaced. */
  workingThemeBackup: 'working-theme-backup',
  /** The other mode kept with the working theme (`{ mode, theme }`), when it has one. */
  workingThemeCounterpart: 'working-theme-counterpart',
  /**
   * Set while the working theme is being applied, as `<key>:<page id>`; found at start with its
   * page gone, it means the page died then. Without a page id: a page is known to have died, and
   * the stored working theme is not applied until it is saved again.
   */
  workingThemeApplying: 'working-theme-applying',
  /** `<key><page id>`: the background copies kept for undo that one open page's steps name. */
  undoImagesOfPage: 'undo-images:',
  actionsPanelMinimized: 'actions-panel-minimized',
  sidebarCollapsed: 'sidebar-collapsed',
  imageModel: 'image-model',
  designPrompt: 'design-prompt',
  nftCollectionInfo: 'nft-collection-info',
  nftCollectionId: 'nft-collection-id',
  uploadedUrls: 'uploaded-urls',
  /** Files pinned by an upload that did not finish, reused by the retry instead of sent again. */
  nftPinnedFiles: 'nft-pinned-files',
  nftMetadataUpload: 'nft-metadata-upload',
  pinataGateway: 'pinata-gateway',
  pinataGroupName: 'pinata-group-name',
  /** Web addresses of working-theme backgrounds the user chose to show (or set themselves). */
  shownBackgrounds: 'shown-backgrounds',
  /** The width of the Designer's preview pane, as the user dragged it. */
  designerPreviewWidth: 'designer-preview-width',
  /** The colour vision the Designer's preview is shown as ('typical' unless chosen). */
  designerVision: 'designer-vision',
  /** Whose output the app renders the theme with: theme-o-rama 0.4 or the Sage wallet's 0.2. */
  renderTarget: 'render-target',
  /** The address of the user's own app, last connected from the Designer's 'Your app' tab. */
  liveAppAddress: 'live-app-address',
} as const

/** sessionStorage keys: kept for this tab only, gone when it closes. */
export const SESSION_KEYS = {
  /** The storage provider's token is a secret: never written where it outlives the session. */
  pinataJwt: 'pinata-jwt',
  nftWizardStep: 'nft-wizard-step',
  /** Undo and redo steps of the working theme, kept for the tab's life (reloads included). */
  themeHistory: 'theme-history',
  /** Set once the user was told the image database cannot be opened, so reloads do not repeat it. */
  imageDatabaseFailureTold: 'image-database-failure-told',
} as const
