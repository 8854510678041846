import { zodResolver } from '@hookform/resolvers/zod';
import { searchFormSchema } from './search-schema';

/** The search form's check: loaded on first use, so the form hydrates without building its schema. */
export const searchFormResolver = zodResolver(searchFormSchema);
