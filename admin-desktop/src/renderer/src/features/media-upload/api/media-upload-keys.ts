/**
 * Query keys of media uploads: GET /config, whose preset names an upload signs with (asked
 * once; a sign-out clears the cache, as it clears everything but the session).
 */
export const mediaUploadKeys = {
  all: ['media-upload'] as const,
  publicConfig: () => [...mediaUploadKeys.all, 'public-config'] as const,
}
