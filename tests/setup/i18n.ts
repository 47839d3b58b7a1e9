// Components read the interface strings synchronously; the app loads them at start-up, tests here.
import '../../src/shared/i18n/all.ts'
