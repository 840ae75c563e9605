export const APP_NAME = 'Makro';
export const APP_VERSION = '2.0.0';
export const PRIMARY_COLOR = '#51E1E5';
