/*
| The media domain (uploads, signatures, media files, display pictures and the media stores).
| Its public entry: other parts of app/ and dev/ use only what is exported here (lint zones in
| eslint.config.js); inside the domain, files import each other directly.
*/
export { default as LocalMediaStorage } from './services/local_media_storage.js'
export { mediaStorage } from './services/main.js'
export { isOwnImageUrl, mediaHost } from './services/media_host.js'
// the pictures' addresses live in core, since accounts (a floor below) answers them too
export {
  LOCAL_IMAGE_PATH,
  publicImageUrl,
  publicMediaBase,
  storedImage,
} from '#core/services/image_addresses'
export { isSafePublicId } from './services/media_storage.js'
