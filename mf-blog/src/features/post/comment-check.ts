import { commentFormSchema } from '@andaman/shared/contracts/blog';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The comment form's check (rule blog.comment.form): its schema and zod's resolver, in a module loaded
 * when the form is first focused or checked, so the form mounts without classic zod.
 */
export const commentFormResolver = zodResolver(commentFormSchema);
