; Uninstalling asks whether to keep the app's data (settings, the server address, local course
; drafts, queued uploads and logs) for a later reinstall, or to remove it. A silent uninstall
; (updates run one) keeps it.
!macro customUnInstall
  ${ifNot} ${isUpdated}
    IfSilent keepData
    MessageBox MB_YESNO|MB_ICONQUESTION "Also remove Pathshala Admin's settings, local drafts and logs from this computer?$\r$\n$\r$\nChoose No to keep them for a later reinstall." /SD IDNO IDNO keepData
      RMDir /r "$APPDATA\${APP_FILENAME}"
      RMDir /r "$APPDATA\${PRODUCT_NAME}"
      RMDir /r "$LOCALAPPDATA\${APP_FILENAME}-updater"
    keepData:
  ${endIf}
!macroend
