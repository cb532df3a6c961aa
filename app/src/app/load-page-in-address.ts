import { startLoadingPageInAddress } from './page-loaders'

/** The entry imports this first, so the request goes out before the rest of the shell runs. */
export const pageInAddressLoaded = startLoadingPageInAddress(window.location.pathname)
