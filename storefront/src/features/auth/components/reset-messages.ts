export const RESET_FAILED_MESSAGE = 'Failed to reset password. The link may be expired or invalid.'
