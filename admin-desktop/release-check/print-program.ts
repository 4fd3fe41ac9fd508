/*
| Release workflow: prints the packed program of this runner's build, as electron-builder.yml
| names it (packaged-app.ts), for the steps that check it with the OS's own tools (the Windows
| signature). Run with Node 24: node admin-desktop/release-check/print-program.ts
*/
import { currentPlatform, DIST_DIR, readBuilderConfig } from './builder-config.ts'
import { packagedExecutable } from './packaged-app.ts'

console.log(packagedExecutable(currentPlatform(), DIST_DIR, readBuilderConfig()))
