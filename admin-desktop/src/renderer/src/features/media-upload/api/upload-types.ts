import type { AnswerOf } from '../../../../../shared/api-contract.ts'

/** The deployment's preset names by what is uploaded (GET /config's `uploadPresets`). */
type UploadPresetNames = AnswerOf<'GET', '/config'>['data']['uploadPresets']

/** What an upload is for; picks its preset. */
export type UploadPurpose = keyof UploadPresetNames

/** A preset's name as the deployment calls it (UPLOAD_PRESET_* may rename them). */
export type UploadPresetName = UploadPresetNames[UploadPurpose]
