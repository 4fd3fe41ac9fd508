/** The product's name and tagline, shown beside the brand mark by both front ends. */
export const BRAND_NAME = 'Pathshala'
export const BRAND_TAGLINE = 'Civil services & competitive exam coaching'
