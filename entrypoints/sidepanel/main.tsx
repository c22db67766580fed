import { render } from 'preact';
import { SidePanel } from '@/components/SidePanel';
import '@/components/styles.css';
import '@/components/record.css';

render(<SidePanel />, document.getElementById('app') ?? document.body);
