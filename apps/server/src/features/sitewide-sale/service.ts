/** What other parts of the server use of the sitewide sale (app.ts registers its job). */
export { createSitewideSaleRunner, SITEWIDE_SALE_JOB, SITEWIDE_SALE_JOB_MS, type SitewideSaleRunner } from './job';
