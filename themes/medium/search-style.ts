// The theme's search box look: SearchBox's root and input parts (the kit keeps the box's flex row).
// The classes themselves are in ../medium.css (a page holds up to three boxes).
export const searchBoxClass = 'medium-search'

export const searchInputClass = 'medium-search-input'
