import env from '#start/env'
import { defineConfig, drivers } from '@adonisjs/core/hash'

/**
 * scrypt at N = 16384 (about 50 ms a hash here) everywhere a password is real. The test suite
 * hashes a password for nearly every account its factories make, so there N = 1024: the same
 * algorithm and format, sixteen times cheaper.
 */
const cost = env.get('NODE_ENV') === 'test' ? 1024 : 16384

const hashConfig = defineConfig({
  default: 'scrypt',
  list: {
    scrypt: drivers.scrypt({
      cost,
      blockSize: 8,
      parallelization: 1,
      maxMemory: 33554432,
    }),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}
