// Lives in shared so a remote's pages set their metadata the same way (stateless, bundled).
export {
  DocumentMetadata,
  type DocumentMetadataProps,
  type StructuredData,
  serializeStructuredData,
} from '@andaman/shared/ui/document-metadata';
