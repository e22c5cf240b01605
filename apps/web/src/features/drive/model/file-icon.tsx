import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  FolderFilled,
} from '@ant-design/icons';

const BY_EXT: Record<string, typeof FileOutlined> = {
  pdf: FilePdfOutlined,
  doc: FileWordOutlined,
  docx: FileWordOutlined,
  odt: FileWordOutlined,
  xls: FileExcelOutlined,
  xlsx: FileExcelOutlined,
  ods: FileExcelOutlined,
  csv: FileExcelOutlined,
  ppt: FilePptOutlined,
  pptx: FilePptOutlined,
  png: FileImageOutlined,
  jpg: FileImageOutlined,
  jpeg: FileImageOutlined,
  gif: FileImageOutlined,
  tiff: FileImageOutlined,
  webp: FileImageOutlined,
  bmp: FileImageOutlined,
  zip: FileZipOutlined,
  rar: FileZipOutlined,
  '7z': FileZipOutlined,
  txt: FileTextOutlined,
  md: FileTextOutlined,
};

const COLORS: Record<string, string> = {
  pdf: '#d4380d',
  doc: '#1677ff',
  docx: '#1677ff',
  xls: '#389e0d',
  xlsx: '#389e0d',
  csv: '#389e0d',
  ppt: '#d46b08',
  pptx: '#d46b08',
};

/** An icon by type: a folder, or a file by its extension. */
export function ItemIcon({ ext, folder }: { ext?: string | null; folder?: boolean }) {
  if (folder) return <FolderFilled style={{ color: '#faad14', fontSize: 18 }} aria-hidden />;
  const key = (ext ?? '').toLowerCase();
  const Icon = BY_EXT[key] ?? FileOutlined;
  return <Icon style={{ color: COLORS[key] ?? '#595959', fontSize: 18 }} aria-hidden />;
}
