"""Static display: HTML that needs no JavaScript, so notebooks render without a kernel too."""
