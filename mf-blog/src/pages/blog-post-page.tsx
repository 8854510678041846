import { useParams } from '@andaman/shared/router';
import { BlogPost } from '../features/post/blog-post';

/** `/blog/{id}`: one post, `id` being its slug (spec 000 §1). */
export function BlogPostPage() {
  const { id = '' } = useParams();
  return (
    <div data-remote="blog">
      <BlogPost key={id} slug={id} />
    </div>
  );
}
