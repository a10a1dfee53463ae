// Inter from npm, bundled with the app: no CDN, and identical glyphs in every screenshot.
import '@fontsource-variable/inter';
