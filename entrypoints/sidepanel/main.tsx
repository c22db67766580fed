import { render } from 'preact';
import { SidePanel } from '@/components/SidePanel';
import '@/components/styles.css';

render(<SidePanel />, document.getElementById('app')!);
