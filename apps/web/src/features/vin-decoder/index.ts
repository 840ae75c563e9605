// The VIN decoder's public face: the repair wizard pre-fills year and make with it.
export { useVinDecode, type VinDecodeMode } from '@/features/vin-decoder/api';
