export type {
  Connectivity,
  DesktopUploads,
  PickedDiskFile,
  LocalDraftStore,
  Platform,
  Preferences,
  ServerConnection,
  SignedIn,
  Credentials,
  Theme,
} from './platform.ts'
export { PlatformProvider, usePlatform } from './platform-context.tsx'
export { choosePlatform } from './choose-platform.ts'
