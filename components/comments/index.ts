export { Comments, COMMENTS_SECTION_ID, type CommentsProps } from './Comments'
