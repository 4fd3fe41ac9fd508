/** A chunk of a Vite bundle as the build scripts read it, for their tests. */
export const chunk = (
  fileName: string,
  modules: string[],
  imports: string[] = [],
  extra: { isEntry?: boolean; facadeModuleId?: string; dynamicImports?: string[] } = {}
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
  imports,
  dynamicImports: extra.dynamicImports ?? [],
  modules: Object.fromEntries(modules.map((id) => [id, {}])),
})
