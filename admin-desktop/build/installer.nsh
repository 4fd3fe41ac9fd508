; Uninstalling asks whether to keep the app's data (settings, the server address, local course
; drafts, queued uploads and logs) for a later reinstall, or to remove it. A silent uninstall
; (updates run one) keeps it.
; Electron keeps that data in %APPDATA%\<productName> (the packaged package.json's productName,
; "Pathshala Admin"), and the updater's downloads in %LOCALAPPDATA%\<name>-updater, <name> being
; the packaged package.json's name (electron-builder.yml: extraMetadata.name).
!macro customUnInstall
  ${ifNot} ${isUpdated}
    IfSilent keepData
    MessageBox MB_YESNO|MB_ICONQUESTION "Also remove Pathshala Admin's settings, local drafts and logs from this computer?$\r$\n$\r$\nChoose No to keep them for a later reinstall." /SD IDNO IDNO keepData
      RMDir /r "$APPDATA\${PRODUCT_NAME}"
      RMDir /r "$LOCALAPPDATA\${APP_PACKAGE_NAME}-updater"
    keepData:
  ${endIf}
!macroend
