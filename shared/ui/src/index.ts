/*
| @pathshala/ui: the React kit both front ends share (the storefront and the admin app). It is
| consumed as TypeScript source; an app imports Blueprint's CSS first, then this kit's tokens and
| shared layouts (`import '@pathshala/ui/tokens.css'` and `'@pathshala/ui/layout.css'`): the
| apps' builds dropped a stylesheet this file imported (layout.css). Components take their words
| as props where a screen would say something of its own; nothing here knows an app's routes.
*/
import './styles/tokens.css'

export { BrandMark } from './components/BrandMark.tsx'
export { ButtonLink } from './components/ButtonLink.tsx'
export { EmailField } from './components/EmailField.tsx'
export { EmptyState } from './components/EmptyState.tsx'
export { FilterChips, type FilterChip } from './components/FilterChips.tsx'
export { FormMessage } from './components/FormMessage.tsx'
export { FormSubmit, SIGN_IN_SUBMIT, type SubmitWords } from './components/FormSubmit.tsx'
export { HubCards, type HubCard } from './components/HubCards.tsx'
export { OrderToggle } from './components/OrderToggle.tsx'
export { PageSizeSelect } from './components/PageSizeSelect.tsx'
export { Pagination } from './components/Pagination.tsx'
export { PasswordField } from './components/PasswordField.tsx'
export { PasswordInput } from './components/PasswordInput.tsx'
export { PriceTag } from './components/PriceTag.tsx'
export { RatingStars } from './components/RatingStars.tsx'
export { SearchBox } from './components/SearchBox.tsx'
export { SignInFields } from './components/SignInFields.tsx'
export { SelectField, type SelectOption } from './components/SelectField.tsx'
export { StatCard } from './components/StatCard.tsx'
export { SubmitButton } from './components/SubmitButton.tsx'
export { UserAvatar } from './components/UserAvatar.tsx'
export { ViewToggle } from './components/ViewToggle.tsx'

export { SEARCH_DEBOUNCE_MS, tidyText, useDebouncedCommit } from './hooks/use-debounced-commit.ts'
export { useUrlFilters, type UrlFilterCodec } from './hooks/use-url-filters.ts'
export { useMediaQuery } from './hooks/use-media-query.ts'
export { useOpenedOnce } from './hooks/use-opened-once.ts'
export {
  PASSWORD_REQUIRED,
  useSignInFields,
  type SignInCredentials,
  type SignInFieldsState,
} from './hooks/use-sign-in-fields.ts'

export {
  canvasCodec,
  compressImage,
  CONTENT_THUMBNAIL_LIMITS,
  COURSE_THUMBNAIL_LIMITS,
  fitWithin,
  NotAnImageError,
  PROFILE_IMAGE_LIMITS,
  uploadFileName,
  type DecodedImage,
  type ImageCodec,
  type ImageLimits,
} from './media/image-compression.ts'

export { BRAND_NAME, BRAND_TAGLINE } from './lib/brand.ts'
export { initialsOf, personName } from './lib/initials.ts'
export { PAGE_BUTTONS, pageWindow } from './lib/page-window.ts'
export { priceLabel, type PriceLabelOptions } from './lib/price-label.ts'
export {
  hasRatings,
  ratingCountText,
  ratingDescription,
  starFills,
  type StarFill,
} from './lib/rating.ts'
export { serverMessageOf, serverMessageOr } from './lib/server-message.ts'
export { readChoice, readPage, readText, writeParams, type ParamEntry } from './lib/url-params.ts'
export { isViewMode, viewModeAtom, type ViewMode } from './lib/view-mode.ts'

export { THEME_STORAGE_KEY, themeAtom, useThemeClass, type Theme } from './theme/theme.ts'
export { ThemeToggle } from './theme/ThemeToggle.tsx'

export { clearToasts, dismissToast, showToast, type ToastKind } from './toaster/toaster.ts'

export {
  isAbortError,
  PendingUploads,
  uploadFailedText,
  uploadFailureReason,
  uploadingText,
  type PendingUploadsState,
  type UploadFailure,
  type UploadsSettled,
} from './uploads/pending-uploads.ts'
export { usePendingUploads, type FormUploads } from './uploads/use-pending-uploads.ts'
export { uploadsForSave } from './uploads/uploads-for-save.ts'
export { UploadFailureNotice } from './uploads/UploadFailureNotice.tsx'
