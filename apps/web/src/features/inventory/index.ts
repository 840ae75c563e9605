// The inventory area's public face: other web features import from here only.
export { ItemDetails } from './item-details';
