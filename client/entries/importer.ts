// The admin blog importer (/admin/import-blogs only): the Firecrawl SDK rides in this bundle.
import { initImporter } from '../importer/importer.ts';
import { mountIslands } from '../mount.ts';

mountIslands({ importer: initImporter });
